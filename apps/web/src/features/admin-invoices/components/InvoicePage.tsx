// An invoice's page in the console: whom it bills, its status and due date, its lines, discount,
// amount, the GST included and what is owing, and the payments made against it (each linking to
// its order's page, where refunds are made). Finance staff record a payment received outside the
// portal or void the invoice from here; a void invoice shows why and its credit note, and offers
// neither.
import { formatDollars, isoToDmy } from '@courtside/contracts';
import type { TAdminInvoice } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { DetailList } from '../../../components/DetailList';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { SectionCard } from '../../../components/SectionCard';
import { DataTable } from '../../../components/table/DataTable';
import { paymentMethodText } from '../../../domains/payment/payment-rows';
import { useInvoice } from '../api/get-invoice';
import { KIND_TEXT, STATUS_COLOR, STATUS_TEXT } from '../invoice-form';
import { PaymentDialog, VoidDialog } from './InvoiceDialogs';

const back = <BackLink to="/admin/invoices">All invoices</BackLink>;

type Line = TAdminInvoice['lines'][number];
type Payment = TAdminInvoice['payments'][number];

/** Which other console areas the staff member reaches, for links to the one billed. */
export interface InvoiceLinks {
  members: boolean;
  teams: boolean;
}

export function InvoicePage({ id, links }: { id: number; links: InvoiceLinks }) {
  const invoice = useInvoice(id);
  if (invoice.isPending) return <Loading text="Loading the invoice..." />;
  if (invoice.isError)
    return <LoadFailure title={`Invoice #${id}`} what="invoice" error={invoice.error} back={back} />;
  return <InvoiceRecord invoice={invoice.data} links={links} />;
}

function billedTo(invoice: TAdminInvoice, links: InvoiceLinks) {
  if (invoice.member_id !== null && links.members)
    return (
      <Link component={RouterLink} to={`/admin/members/${invoice.member_id}`}>
        {invoice.billed_to}
      </Link>
    );
  if (invoice.team_id !== null && links.teams)
    return (
      <Link component={RouterLink} to={`/admin/teams/${invoice.team_id}`}>
        {invoice.billed_to}
      </Link>
    );
  return invoice.billed_to;
}

function InvoiceRecord({ invoice, links }: { invoice: TAdminInvoice; links: InvoiceLinks }) {
  const [said, setSaid] = useState<Said>(null);
  const [dialog, setDialog] = useState<'payment' | 'void' | null>(null);
  const isVoid = invoice.status === 'void';
  const tell = (text: string) => setSaid({ severity: 'success', text });

  return (
    <>
      {back}
      <PageTitle>{`Invoice #${invoice.id}`}</PageTitle>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Chip label={STATUS_TEXT[invoice.status]} color={STATUS_COLOR[invoice.status]} />
        <Typography>
          {invoice.billed_to} · due {isoToDmy(invoice.due_date)}
        </Typography>
        {!isVoid && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { sm: 'auto' } }}>
            {invoice.owing_cents > 0 && (
              <Button variant="contained" onClick={() => setDialog('payment')}>
                Record payment
              </Button>
            )}
            <Button variant="outlined" color="error" onClick={() => setDialog('void')}>
              Void
            </Button>
          </Box>
        )}
      </Box>
      {isVoid && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Voided {invoice.voided_at_formatted ?? ''}: {invoice.void_reason ?? 'no reason given'}.
          {invoice.credit_note &&
            ` Credit note ${invoice.credit_note.number} credited ${formatDollars(invoice.credit_note.amount_cents)}.`}
        </Alert>
      )}
      {dialog === 'payment' && (
        <PaymentDialog invoice={invoice} onDone={tell} onClose={() => setDialog(null)} />
      )}
      {dialog === 'void' && <VoidDialog invoice={invoice} onDone={tell} onClose={() => setDialog(null)} />}

      <SectionCard title="Invoice">
        <DetailList
          items={[
            ['Billed to', billedTo(invoice, links)],
            ['Billed', KIND_TEXT[invoice.kind]],
            ['Status', STATUS_TEXT[invoice.status]],
            ['Created', invoice.created_at_formatted],
            ['Due', isoToDmy(invoice.due_date)],
            ['Lines', formatDollars(invoice.amount_cents + invoice.discount_cents)],
            ['Discount', formatDollars(-invoice.discount_cents)],
            ['Amount', formatDollars(invoice.amount_cents)],
            ['GST included', formatDollars(invoice.gst_cents)],
            ['Owing', formatDollars(invoice.owing_cents)],
            invoice.credit_note && [
              'Credit note',
              `${invoice.credit_note.number}, ${formatDollars(invoice.credit_note.amount_cents)}`,
            ],
          ]}
        />
      </SectionCard>

      <SectionCard title="Lines">
        <DataTable<Line>
          label="Lines"
          rows={invoice.lines}
          rowKey={(l) => invoice.lines.indexOf(l)}
          search={false}
          emptyText="No lines"
          columns={[
            { header: 'Description', cell: (l) => l.description },
            { header: 'Quantity', cell: (l) => l.quantity, align: 'right' },
            { header: 'Unit price', cell: (l) => formatDollars(l.unit_price_cents), align: 'right' },
            { header: 'Payout', cell: (l) => formatDollars(l.payout_cents), align: 'right' },
            { header: 'Total', cell: (l) => formatDollars(l.total_cents), align: 'right' },
          ]}
        />
      </SectionCard>

      <SectionCard title="Payments">
        <Typography sx={{ mt: 1 }}>Refunds are made from a payment&apos;s order page.</Typography>
        <DataTable<Payment>
          label="Payments"
          rows={invoice.payments}
          rowKey={(p) => p.id}
          search={false}
          emptyText="No payments yet"
          columns={[
            {
              header: 'Order',
              cell: (p) => (
                <Link component={RouterLink} to={`/admin/orders/${p.order_id}`}>
                  Order #{p.order_id}
                </Link>
              ),
              text: (p) => `Order #${p.order_id}`,
            },
            { header: 'Date', cell: (p) => p.created_at_formatted },
            { header: 'Payer', cell: (p) => p.payer },
            { header: 'Method', cell: (p) => paymentMethodText(p.method) },
            { header: 'Reference', cell: (p) => p.description ?? '' },
            { header: 'Status', cell: (p) => p.status },
            { header: 'Amount', cell: (p) => formatDollars(p.amount_cents), align: 'right' },
            { header: 'Refunded', cell: (p) => formatDollars(p.refunded_cents), align: 'right' },
          ]}
        />
      </SectionCard>
    </>
  );
}
