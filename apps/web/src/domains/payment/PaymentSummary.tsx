import { formatDollars, grandTotalCents, orderTaxCents } from '@courtside/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AmountList } from './AmountList';

export interface SummaryLine {
  name: string;
  cents: number;
}

export interface PaymentTotals {
  subtotalCents: number;
  taxCents: number;
  discountCents: number;
  donationCents: number;
  totalCents: number;
}

/** Subtotal, GST included in what is paid (after the discount), discount, donation and total = subtotal - discount + donation. */
export function paymentTotals(
  lines: readonly SummaryLine[],
  taxRate: number,
  discountCents = 0,
  donationCents = 0,
): PaymentTotals {
  const subtotalCents = lines.reduce((sum, l) => sum + l.cents, 0);
  return {
    subtotalCents,
    taxCents: orderTaxCents({ subtotalCents, discountCents }, taxRate),
    discountCents,
    donationCents,
    totalCents: grandTotalCents({ subtotalCents, discountCents, donationCents }),
  };
}

/** What the member is about to pay. The server computes the same numbers again from the database. */
export function PaymentSummary({
  lines,
  totals,
  title = 'Summary',
}: {
  lines: readonly SummaryLine[];
  totals: PaymentTotals;
  title?: string;
}) {
  return (
    <Box component="section" aria-labelledby="payment-summary-title" sx={{ my: 2, maxWidth: 480 }}>
      <Typography id="payment-summary-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <AmountList
        rows={[
          ...lines.map((l) => ({ term: l.name, value: formatDollars(l.cents) })),
          { term: 'Subtotal', value: formatDollars(totals.subtotalCents) },
          { term: 'GST (included)', value: formatDollars(totals.taxCents) },
          totals.discountCents > 0 && { term: 'Discount', value: `-${formatDollars(totals.discountCents)}` },
          totals.donationCents > 0 && { term: 'Donation', value: formatDollars(totals.donationCents) },
          { term: 'Total', value: formatDollars(totals.totalCents), strong: true },
        ]}
      />
    </Box>
  );
}
