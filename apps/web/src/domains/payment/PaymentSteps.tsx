// The last two steps every voucher-taking paying screen walks through (invoice, membership,
// store checkout): the Voucher step, then Make Online Payment (donation, summary, card).
import type { TDonationProduct } from '@courtside/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CardPayment, type CardPaymentProps } from './CardPayment';
import { DonationToggle } from './DonationToggle';
import { PaymentSummary, type PaymentTotals, type SummaryLine } from './PaymentSummary';
import { VoucherForm, type VoucherFormProps } from './VoucherForm';

/** The voucher step: what it is for, the voucher form, then Back and Continue. */
export function VoucherStep({
  onBack,
  onContinue,
  ...form
}: VoucherFormProps & { onBack: () => void; onContinue: () => void }) {
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        Have an Active &amp; Creative Kids voucher or an association voucher? Apply it here, or continue
        without one.
      </Typography>
      <VoucherForm {...form} />
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
