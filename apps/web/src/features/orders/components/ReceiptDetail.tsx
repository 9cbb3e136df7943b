// Receipt / order detail: title rules, the member's name,
// Re-send Receipt, and the Order, Booking and Payment Information cards.
import type { TOrderDetail } from '@courtside/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { BackLink } from '../../../components/BackLink';
import { DetailList } from '../../../components/DetailList';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { AmountList } from '../../../domains/payment/AmountList';
import { PrintButton, Printable, TaxInvoiceHeading, useGstShown } from '../../../domains/payment/Printable';
import { BookingTable } from '../../../domains/payment/BookingTable';
import { ResultOverlay, useTimedOverlay } from '../../../domains/payment/ResultOverlay';
import { SectionCard } from '../../../components/SectionCard';
import { DataTable, type Column } from '../../../components/table/DataTable';
import { PAYMENT_DELAY } from '../../../lib/delays';
import { dollars } from '../../../domains/payment/format';
import {
  paymentLineAmount,
  paymentLineDate,
  paymentLines,
  paymentLineWhat,
  type PaymentLine,
} from '../../../domains/payment/payment-rows';
import { useOrder } from '../api/get-order';
import { useSendReceipt } from '../api/send-receipt';
import { ORDERS_PATH, receiptsPathFor, receiptTitle } from '../receipt';

type Product = TOrderDetail['o_products'][number];
const PRODUCT_COLUMNS: Column<Product>[] = [
  {
    header: 'Item',
    cell: (p) => (
      <>
        {p.opr_name}
        {p.attendees.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            Attendees: {p.attendees.map((a) => `${a.firstname} ${a.lastname}`).join(', ')}
          </Typography>
        )}
      </>
    ),
  },
  { header: 'Quantity', cell: (p) => p.opr_quantity, align: 'right' },
  { header: 'Unit Price', cell: (p) => dollars(p.opr_price), align: 'right' },
  { header: 'Total', cell: (p) => dollars(p.opr_total), align: 'right' },
];

const PAYMENT_COLUMNS: Column<PaymentLine>[] = [
  { header: 'Receipt #', cell: (l) => (l.discount || l.refund ? '' : l.payment.p_id) },
  { header: 'Date', cell: paymentLineDate },
  { header: 'Method', cell: paymentLineWhat },
  { header: 'Status', cell: (l) => (l.discount ? '' : l.refund ? 'Refunded' : l.payment.p_status) },
  { header: 'Amount', cell: (l) => dollars(paymentLineAmount(l)), align: 'right' },
];

function Receipt({ order }: { order: TOrderDetail }) {
  const send = useSendReceipt();
  const overlay = useTimedOverlay(PAYMENT_DELAY.receiptOverlay);
  const payments = paymentLines(order.o_payments);
  const gstShown = useGstShown();
  return (
    <>
      <ResultOverlay message={overlay.message} />
      <BackLink to={receiptsPathFor(order)}>All Receipts</BackLink>
      <Printable label={receiptTitle(order)}>
        <PageTitle>{receiptTitle(order)}</PageTitle>
        <TaxInvoiceHeading date={order.o_date_formatted} buyer={order.o_member} total={order.o_total} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography>{order.o_member}</Typography>
          <Stack direction="row" spacing={1} data-print-hide="">
            <PrintButton />
            {order.o_payments.length > 0 && (
              <Button
                variant="outlined"
                disabled={send.isPending}
                onClick={() =>
                  send.mutate(order.o_id, {
                    onSuccess: (text) => overlay.show({ text, severity: 'success' }),
                    onError: (err) => overlay.show({ text: err.message, severity: 'error' }),
                  })
                }
              >
                Re-send Receipt
              </Button>
            )}
          </Stack>
        </Stack>
        <SectionCard title="Order Information">
          <DetailList
            items={[
              ['Order #', order.o_id],
              ['Date', order.o_date_formatted],
              ['Description', order.o_description],
              ['Status', order.o_paid ? 'Paid' : 'Pending'],
            ]}
          />
          {order.o_notes.map((note) => (
            <Typography key={note} sx={{ fontWeight: 700, my: 1 }}>
              {note}
            </Typography>
          ))}
          <DataTable
            label="Order items"
            rows={order.o_products}
            columns={PRODUCT_COLUMNS}
            rowKey={(p) => order.o_products.indexOf(p)}
            emptyText="No items"
            search={false}
          />
          <AmountList
            align="right"
            rows={[
              { term: 'Subtotal', value: dollars(order.o_subtotal) },
              gstShown && { term: 'GST (included)', value: dollars(order.o_tax) },
              order.o_discount > 0 && { term: 'Discount', value: `-${dollars(order.o_discount)}` },
              order.o_donation > 0 && { term: 'Donation', value: dollars(order.o_donation) },
              { term: 'Total', value: dollars(order.o_total), strong: true },
            ]}
          />
        </SectionCard>
        {order.o_booking && (
          <SectionCard title="Booking Information">
            <BookingTable label="Bookings" rows={order.o_bookings} />
          </SectionCard>
        )}
        <SectionCard title="Payment Information">
          <DataTable
            label="Payments"
            rows={payments}
            columns={PAYMENT_COLUMNS}
            rowKey={(l) => l.key}
            emptyText="No Payment Yet!"
            search={false}
          />
        </SectionCard>
      </Printable>
    </>
  );
}

export function ReceiptDetail({ orderId }: { orderId: string }) {
  const { data: order, isPending, isError, error } = useOrder(orderId);
  const overlay = useTimedOverlay(PAYMENT_DELAY.receiptOverlay);
  const { show } = overlay;
  // A load failure shows its text in an error-coloured overlay.
  useEffect(() => {
    if (isError) show({ text: error.message, severity: 'error' });
  }, [isError, error, show]);
  if (isPending) return <Loading text="Loading Data..." />;
  if (isError)
    return (
      <>
        <ResultOverlay message={overlay.message} />
        <BackLink to={ORDERS_PATH}>All Receipts</BackLink>
        <PageTitle title="Receipt">No Receipt Data</PageTitle>
      </>
    );
  return <Receipt order={order} />;
}
