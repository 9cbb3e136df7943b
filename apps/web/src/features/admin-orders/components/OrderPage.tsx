// An order's page in the console: who bought what and when, its state and totals (with the GST
// included), its lines and their attendees, the court bookings or HPC subscription and class
// places it paid for, every payment attempt with its method and gateway, and the refunds made.
// Finance staff re-send the receipt from here (after a confirm) and refund the order or one of its
// lines (RefundDialog); the screen says what the server did.
import type {
  TOrderAttendee,
  TOrderBooking,
  TOrderClass,
  TOrderLine,
  TOrderPage,
  TOrderPayment,
  TOrderRefund,
} from '@courtside/contracts/admin';
import { formatDollars, isoToDmy } from '@courtside/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { ConsoleConfirmDialog } from '../../../components/console/ConsoleConfirmDialog';
import { DetailList } from '../../../components/DetailList';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { SectionCard } from '../../../components/SectionCard';
import { DataTable } from '../../../components/table/DataTable';
import { useOrder } from '../api/get-order';
import { useResendReceipt } from '../api/resend-receipt';
import { refundWayText } from '../refund-form';
import { ORIGIN_TEXT, STATUS_TEXT } from '../search';
import { RefundDialog } from './RefundDialog';

const back = <BackLink to="/admin/orders">All orders</BackLink>;

export function OrderPage({ id, seesMembers }: { id: number; seesMembers: boolean }) {
  const order = useOrder(id);
  if (order.isPending) return <Loading text="Loading the order..." />;
  if (order.isError)
    return <LoadFailure title={`Order #${id}`} what="order" error={order.error} back={back} />;
  return <OrderRecord order={order.data} seesMembers={seesMembers} />;
}

interface LineAttendee extends TOrderAttendee {
  line: string;
}

function OrderRecord({ order, seesMembers }: { order: TOrderPage; seesMembers: boolean }) {
  const [said, setSaid] = useState<Said>(null);
  const [confirming, setConfirming] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const resend = useResendReceipt(order.id);
  const received = order.payments.some((p) => p.status === 'succeeded' || p.status === 'refunded');
  const member = `${order.member.firstname} ${order.member.lastname}`;
  const attendees: LineAttendee[] = order.lines.flatMap((l) =>
    l.attendees.map((a) => ({ ...a, line: l.name })),
  );

  return (
    <>
      {back}
      <PageTitle>{`Order #${order.id}`}</PageTitle>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Chip label={STATUS_TEXT[order.status]} color={order.status === 'paid' ? 'success' : 'default'} />
        <Typography>
          {member} · {order.created_at_formatted}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { sm: 'auto' } }}>
          {order.refundable_cents > 0 && (
            <Button variant="outlined" color="error" onClick={() => setRefunding(true)}>
              Refund
            </Button>
          )}
          <Button
            variant="outlined"
            disabled={!received || !order.member.email}
            onClick={() => setConfirming(true)}
          >
            Re-send receipt
          </Button>
        </Box>
      </Box>
      {refunding && (
        <RefundDialog
          order={order}
          onDone={(text) => setSaid({ severity: 'success', text })}
          onClose={() => setRefunding(false)}
        />
      )}
      {confirming && (
        <ConsoleConfirmDialog
          title="Re-send the receipt?"
          confirmText="Re-send receipt"
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            const sent = await resend.mutateAsync();
            setSaid({ severity: 'success', text: `Receipt sent to ${sent.to}.` });
          }}
        >
          The receipt of order #{order.id} will be emailed to {member} at {order.member.email} again.
        </ConsoleConfirmDialog>
      )}

      <SectionCard title="Order">
        <DetailList
          items={[
            [
              'Member',
              seesMembers ? (
                <Link component={RouterLink} to={`/admin/members/${order.member.id}`}>
                  {member}
                </Link>
              ) : (
                member
              ),
            ],
            ['Member id', order.member.id],
            ['Email', order.member.email ?? 'None: a receipt cannot be sent'],
            ['Origin', ORIGIN_TEXT[order.origin]],
            ['Ordered', order.created_at_formatted],
            ['Paid', order.paid_at_formatted ?? 'Not paid'],
            order.invoice_id !== null && ['Invoice', `#${order.invoice_id}`],
            order.team_id !== null && ['Team', `#${order.team_id}`],
            order.voucher !== null && ['Voucher', order.voucher],
            ['Subtotal', formatDollars(order.subtotal_cents)],
            order.discount_cents > 0 && ['Discount', `-${formatDollars(order.discount_cents)}`],
            order.donation_cents > 0 && ['Donation', formatDollars(order.donation_cents)],
            ['Total', formatDollars(order.total_cents)],
            ['GST included', formatDollars(order.gst_cents)],
            ['Received', formatDollars(order.received_cents)],
            order.refunded_cents > 0 && ['Refunded', formatDollars(order.refunded_cents)],
            ['Left to refund', formatDollars(order.refundable_cents)],
            [
              'Receipt',
              <Link key="receipt" href={order.receipt_link}>
                The member&apos;s receipt page
              </Link>,
            ],
          ]}
        />
      </SectionCard>

      <SectionCard title="Lines">
        <DataTable<TOrderLine>
          label="Lines"
          rows={order.lines}
          rowKey={(l) => l.id}
          search={false}
          emptyText="No lines"
          columns={[
            { header: 'Item', cell: (l) => l.name },
            { header: 'Quantity', cell: (l) => l.quantity, align: 'right' },
            { header: 'Price', cell: (l) => formatDollars(l.unit_price_cents), align: 'right' },
            { header: 'Total', cell: (l) => formatDollars(l.total_cents), align: 'right' },
            { header: 'Refunded', cell: (l) => formatDollars(l.refunded_cents), align: 'right' },
          ]}
        />
      </SectionCard>

      <SectionCard title="Attendees">
        <DataTable<LineAttendee>
          label="Attendees"
          rows={attendees}
          rowKey={(a) => `${a.line}-${a.id}`}
          search={false}
          emptyText="No attendees"
          columns={[
            { header: 'Name', cell: (a) => `${a.firstname} ${a.lastname}` },
            { header: 'Date of Birth', cell: (a) => isoToDmy(a.dob) },
            { header: 'For', cell: (a) => a.line },
            { header: 'Member id', cell: (a) => a.member_id ?? 'Not a member' },
          ]}
        />
      </SectionCard>

      {order.bookings.length > 0 && (
        <SectionCard title="Court bookings">
          <DataTable<TOrderBooking>
            label="Court bookings"
            rows={order.bookings}
            rowKey={(b) => b.id}
            search={false}
            emptyText="No bookings"
            columns={[
              { header: 'From', cell: (b) => b.from_formatted },
              { header: 'To', cell: (b) => b.to_formatted },
              { header: 'Where', cell: (b) => `${b.venue}, ${b.court}` },
              {
                header: 'Sport and type',
                cell: (b) => [b.sport, b.type, b.option].filter(Boolean).join(', '),
              },
              { header: 'Price', cell: (b) => formatDollars(b.price_cents), align: 'right' },
              { header: 'Status', cell: (b) => b.status },
            ]}
          />
        </SectionCard>
      )}

      {order.subscription && (
        <SectionCard title="Subscription and classes">
          <DetailList
            items={[
              ['Plan', order.subscription.plan],
              ['Status', order.subscription.status],
              ['Price', formatDollars(order.subscription.price_cents)],
              ['Started', isoToDmy(order.subscription.start_date)],
              ['Ends', order.subscription.end_date ? isoToDmy(order.subscription.end_date) : 'Renews'],
            ]}
          />
          <DataTable<TOrderClass>
            label="Class places"
            rows={order.classes}
            rowKey={(c) => c.id}
            search={false}
            emptyText="No class places taken"
            columns={[
              { header: 'Class', cell: (c) => c.name },
              { header: 'Starts', cell: (c) => c.starts_formatted },
              { header: 'Place', cell: (c) => c.status },
            ]}
          />
        </SectionCard>
      )}

      <SectionCard title="Payments">
        <DataTable<TOrderPayment>
          label="Payments"
          rows={order.payments}
          rowKey={(p) => p.id}
          search={false}
          emptyText="No payment attempts"
          columns={[
            { header: 'Payment', cell: (p) => `#${p.id}` },
            { header: 'Date', cell: (p) => p.created_at_formatted },
            { header: 'Method', cell: (p) => p.method },
            { header: 'Gateway', cell: (p) => [p.gateway, p.gateway_ref].filter(Boolean).join(' ') },
            { header: 'Status', cell: (p) => p.status },
            { header: 'Amount', cell: (p) => formatDollars(p.amount_cents), align: 'right' },
            { header: 'Refunded', cell: (p) => formatDollars(p.refunded_cents), align: 'right' },
          ]}
        />
      </SectionCard>

      <SectionCard title="Refunds">
        <DataTable<TOrderRefund>
          label="Refunds"
          rows={order.refunds}
          rowKey={(r) => r.id}
          search={false}
          emptyText="No refunds"
          columns={[
            { header: 'Date', cell: (r) => r.created_at_formatted },
            { header: 'Amount', cell: (r) => formatDollars(r.amount_cents), align: 'right' },
            { header: 'Reason', cell: (r) => r.reason },
            { header: 'Paid back', cell: refundWayText },
            { header: 'Line', cell: (r) => r.line ?? 'None: of the order' },
            { header: 'Payment', cell: (r) => `#${r.payment_id}` },
            { header: 'By', cell: (r) => r.staff },
          ]}
        />
      </SectionCard>
    </>
  );
}
