// A receipt or invoice as a page to print: printed, only the document shows (no menus, links
// or buttons), in black on white; a Print button opens the browser's print dialog. When the
// association is registered for GST and has an ABN, the document heads itself as a tax invoice
// with what the ATO asks of one: the seller's name and ABN, the date and, from $1,000, the buyer.
import { TAX_INVOICE_BUYER_CENTS, formatAbn, toCents } from '@courtside/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSettings } from '../../lib/settings';

const PRINT_CSS = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '[data-printable], [data-printable] *': { visibility: 'visible' },
    '[data-printable]': { position: 'absolute', left: 0, top: 0, width: '100%', color: '#000' },
    '[data-printable] [data-print-hide]': { display: 'none !important' },
  },
} as const;

/** The part of the page that is printed; mark what must not print with `data-print-hide`. */
export function Printable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box data-printable="" component="article" aria-label={label}>
      <GlobalStyles styles={PRINT_CSS} />
      {children}
    </Box>
  );
}

export function PrintButton() {
  return (
    <Button variant="outlined" data-print-hide="" onClick={() => window.print()}>
      Print
    </Button>
  );
}

/** Whether GST shows at all: an association not registered for GST charges none. */
export function useGstShown(): boolean {
  return useSettings().data?.gst_registered ?? true;
}

/** "Tax invoice", the association and its ABN, the date and (from $1,000) the buyer; nothing when not one. */
export function TaxInvoiceHeading({ date, buyer, total }: { date: string; buyer: string; total: number }) {
  const { data: settings } = useSettings();
  if (!settings?.gst_registered || !settings.abn) return null;
  return (
    <Box sx={{ mb: 2 }} data-testid="tax-invoice">
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        Tax invoice
      </Typography>
      <Typography>
        {settings.client_name}, ABN {formatAbn(settings.abn)}
      </Typography>
      <Typography>Date: {date}</Typography>
      {toCents(total) >= TAX_INVOICE_BUYER_CENTS && <Typography>Buyer: {buyer}</Typography>}
    </Box>
  );
}
