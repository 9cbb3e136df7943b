// The last two steps every voucher-taking paying screen walks through (invoice, membership,
// store checkout): the Voucher step, then Make Online Payment (donation, summary, card).
import type { TDonationProduct } from '@courtside/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useStepContext } from '@mui/material/Step';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { CardPayment, type CardPaymentProps } from './CardPayment';
import { DonationToggle } from './DonationToggle';
import { PaymentSummary, type PaymentTotals, type SummaryLine } from './PaymentSummary';
import { VoucherForm, type VoucherFormProps } from './VoucherForm';

/**
 * How many times the stepper's step around this component has been opened. A step's panel stays
 * mounted while it folds away, so a step opened again within that moment keeps its components:
 * counting the openings tells them apart.
 */
function useStepOpenings(): number {
  const step = useStepContext();
  const open = 'active' in step && step.active;
  const [seen, setSeen] = useState({ open, openings: 0 });
  if (seen.open !== open) {
    const next = { open, openings: seen.openings + (open ? 1 : 0) };
    setSeen(next);
    return next.openings;
  }
  return seen.openings;
}

/**
 * The voucher step: what it is for, the voucher form, then Back and Continue. Each opening of the
 * step gets a fresh form, which removes the voucher applied before (VoucherForm), also when the
 * member comes back while the step is still folding away.
 */
export function VoucherStep({
  onBack,
  onContinue,
  ...form
}: VoucherFormProps & { onBack: () => void; onContinue: () => void }) {
  const openings = useStepOpenings();
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        Have an Active &amp; Creative Kids voucher or an association voucher? Apply it here, or continue
        without one.
      </Typography>
      <VoucherForm key={openings} {...form} />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button onClick={onBack}>Back</Button>
        <Button variant="contained" onClick={onContinue}>
          Continue
        </Button>
      </Stack>
    </>
  );
}

export interface PayStepProps extends Omit<CardPaymentProps, 'totalCents'> {
  donation: TDonationProduct | null;
  onDonationChange: (donation: TDonationProduct | null) => void;
  lines: readonly SummaryLine[];
  /** The card form charges totals.totalCents. */
  totals: PaymentTotals;
  /** Shown between the summary and the card form (the store's voucher line). */
  note?: ReactNode;
  onBack: () => void;
}

/** Make Online Payment: the donation choice, the summary, the card form, then Back. */
export function PayStep({ donation, onDonationChange, lines, totals, note, onBack, ...card }: PayStepProps) {
  return (
    <>
      <DonationToggle value={donation} onChange={onDonationChange} />
      <PaymentSummary lines={lines} totals={totals} />
      {note}
      <CardPayment totalCents={totals.totalCents} {...card} />
      <Button sx={{ mt: 2 }} onClick={onBack}>
        Back
      </Button>
    </>
  );
}
