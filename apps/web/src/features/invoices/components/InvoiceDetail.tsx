import { formatDollars, toCents, type TInvoice, type TInvoiceDetail } from '@courtside/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { DetailList } from '../../../components/DetailList';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { AmountList } from '../../../domains/payment/AmountList';
import { PrintButton, Printable, TaxInvoiceHeading, useGstShown } from '../../../domains/payment/Printable';
import { BookingTable } from '../../../domains/payment/BookingTable';
import { SectionCard } from '../../../components/SectionCard';
import { DataTable, type Column } from '../../../components/table/DataTable';
import { dollars } from '../../../domains/payment/format';
import {
  paymentLineAmount,
  paymentLineDate,
  paymentLines,
  paymentLineWhat,
  type PaymentLine,
} from '../../../domains/payment/payment-rows';
import { useInvoice } from '../api/get-invoice';
import { INVOICES_PATH, invoiceeName, invoicePaymentPath } from '../paths';

type Line = TInvoice['inv_products'][number];
const LINE_COLUMNS: Column<Line>[] = [
  { header: 'Description', cell: (l) => l.opr_name },
  { header: 'Quantity', cell: (l) => l.opr_quantity, align: 'right' },
  { header: 'Unit Price', cell: (l) => dollars(l.opr_price), align: 'right' },
  { header: 'Subtotal', cell: (l) => dollars(l.opr_total), align: 'right' },
];

const PAYMENT_COLUMNS: Column<PaymentLine>[] = [
  { header: 'Date', cell: paymentLineDate },
  { header: 'Method', cell: paymentLineWhat },
  { header: 'Member', cell: (l) => l.payment.p_member },
  { header: 'Amount', cell: (l) => dollars(paymentLineAmount(l)), align: 'right' },
];

export function InvoiceDetail({ invoiceId }: { invoiceId: string }) {
  const { data: invoice, isPending, isError } = useInvoice(invoiceId);
  const back = <BackLink to={INVOICES_PATH}>All Invoices</BackLink>;
  if (isPending) return <Loading text="Loading Data..." />;
  if (isError)
    return (
      <>
        {back}
        <PageTitle title="Invoice">No Invoice Data</PageTitle>
      </>
    );
  const payments = paymentLines(invoice.inv_payments);
  const owingCents = toCents(invoice.inv_owing);
  return (
    <>
      {back}
      <Printable label={`Invoice #${invoice.inv_id}`}>
        <PageTitle>{`Invoice #${invoice.inv_id}`}</PageTitle>
        <TaxInvoiceHeading date={invoice.inv_date} buyer={invoiceeName(invoice)} total={invoice.inv_amount} />
        <Box sx={{ mb: 2 }}>
          <PrintButton />
        </Box>
        <InvoiceBody invoice={invoice} payments={payments} owingCents={owingCents} />
        <EftDetails eft={invoice.inv_eft} />
      </Printable>
    </>
  );
}

/** The association's bank account, for members paying the invoice by EFT (when the console has it). */
function EftDetails({ eft }: { eft: TInvoiceDetail['inv_eft'] }) {
  if (!eft) return null;
  return (
    <SectionCard title="Pay by EFT">
      <DetailList
        items={[
          ['Account Name', eft.account_name],
          ['BSB', `${eft.bsb.slice(0, 3)}-${eft.bsb.slice(3)}`],
          ['Account Number', eft.account_number],
        ]}
      />
    </SectionCard>
  );
}

function InvoiceBody({
  invoice,
  payments,
  owingCents,
}: {
  invoice: TInvoice;
  payments: PaymentLine[];
  owingCents: number;
}) {
  const gstShown = useGstShown();
  return (
    <>
      <SectionCard title="Invoice Information">
        <DetailList
          items={[
            [invoice.inv_invoiceable_type === 'team' ? 'Team' : 'Member', invoiceeName(invoice)],
            ['Issued', invoice.inv_date],
            ['Due Date', invoice.inv_due_date],
            ['Fully Paid', invoice.inv_paid],
          ]}
        />
      </SectionCard>
      <SectionCard title="Items">
        <DataTable
          label="Invoice items"
          rows={invoice.inv_products}
          columns={LINE_COLUMNS}
          rowKey={(l) => invoice.inv_products.indexOf(l)}
          emptyText="No items"
          search={false}
        />
        <AmountList
          align="right"
          rows={[
            invoice.inv_discount > 0 && { term: 'Discount', value: `-${dollars(invoice.inv_discount)}` },
            gstShown && { term: 'GST (included)', value: dollars(invoice.inv_tax) },
            { term: 'Total', value: dollars(invoice.inv_amount), strong: true },
          ]}
        />
      </SectionCard>
      {invoice.inv_booking && (
        <SectionCard title="Bookings">
          <BookingTable label="Invoice bookings" rows={invoice.inv_bookings} />
        </SectionCard>
      )}
      <SectionCard title="Payments">
        <DataTable
          label="Invoice payments"
          rows={payments}
          columns={PAYMENT_COLUMNS}
          rowKey={(l) => l.key}
          emptyText="No Payment Yet!"
          search={false}
        />
        <Typography sx={{ mt: 2, fontWeight: 700 }}>
          Amount outstanding: {formatDollars(owingCents)}
        </Typography>
        {invoice.inv_paid === 'No' && (
          <Button
            variant="contained"
            component={RouterLink}
            to={invoicePaymentPath(invoice.inv_id)}
            sx={{ mt: 2 }}
            data-print-hide=""
          >
            Add Payment
          </Button>
        )}
      </SectionCard>
    </>
  );
}
