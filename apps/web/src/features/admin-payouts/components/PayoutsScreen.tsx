// /admin/reconciliation: the treasurer's reconciliation for a period of arrival dates (the last 30
// days at first; kept in the address, so Back from a payout returns to it). What the payouts
// brought to the bank and how many of their movements matched nothing, each payout (a row opens
// its page), and the card payments of the period that no payout has carried yet.
import { formatDollars, isoToDmy } from '@courtside/contracts';
import { REPORT_MAX_DAYS, type TNotPaidOut, type TPayoutSummary } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { DetailList } from '../../../components/DetailList';
import { Loading } from '../../../components/Loading';
import { PeriodForm } from '../../../components/console/PeriodForm';
import { reportWait } from '../../../components/console/ReportWait';
import { SectionCard } from '../../../components/SectionCard';
import { consoleGrid } from '../../../components/console/grid';
import { periodText, type Period } from '../../../components/console/periods';
import { useToday } from '../../../lib/settings';
import { usePayouts } from '../api/get-payouts';
import { gatewayText, paymentsText, payoutPath, periodOf, STATUS_TEXT } from '../payouts-form';
import { PayoutChecks, WarningChip } from './PayoutChecks';

const dollars = (field: string, headerName: string): GridColDef<TPayoutSummary> => ({
  field,
  headerName,
  type: 'number',
  width: 110,
  valueFormatter: (value: number) => formatDollars(value),
});

const payoutColumns: GridColDef<TPayoutSummary>[] = [
  {
    field: 'id',
    headerName: 'Payout',
    width: 110,
    renderCell: ({ row, tabIndex }) => (
      <Link component={RouterLink} to={payoutPath(row.id)} tabIndex={tabIndex}>
        Payout #{row.id}
      </Link>
    ),
  },
  {
    field: 'arrival_date',
    headerName: 'Arrival',
    width: 110,
    valueFormatter: (value: string) => isoToDmy(value),
  },
  {
    field: 'gateway',
    headerName: 'Gateway',
    width: 130,
    valueFormatter: (value: string) => gatewayText(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 100,
    valueFormatter: (value: TPayoutSummary['status']) => STATUS_TEXT[value],
  },
  dollars('amount_cents', 'Amount'),
  {
    field: 'unmatched',
    headerName: 'Unmatched',
    type: 'number',
    align: 'left',
    headerAlign: 'left',
    width: 220,
    renderCell: ({ row }) => <PayoutChecks payout={row} none="None" />,
  },
  dollars('charges_cents', 'Charges'),
  dollars('refunds_cents', 'Refunds'),
  dollars('fees_cents', 'Fees'),
  dollars('other_cents', 'Other'),
  { field: 'items', headerName: 'Movements', type: 'number', width: 100 },
  { field: 'reference', headerName: 'Reference', width: 200 },
];

const notPaidOutColumns: GridColDef<TNotPaidOut>[] = [
  {
    field: 'order_id',
    headerName: 'Order',
    width: 110,
    renderCell: ({ row, tabIndex }) => (
      <Link component={RouterLink} to={`/admin/orders/${row.order_id}`} tabIndex={tabIndex}>
        Order #{row.order_id}
      </Link>
    ),
  },
  { field: 'received_at', headerName: 'Received', width: 170 },
  { field: 'member_name', headerName: 'Member', flex: 1, minWidth: 160 },
  {
    field: 'gateway',
    headerName: 'Gateway',
    width: 130,
    valueFormatter: (value: string) => gatewayText(value),
  },
  {
    field: 'amount_cents',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatDollars(value),
  },
  {
    field: 'refunded_cents',
    headerName: 'Refunded',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatDollars(-value),
  },
];

export function PayoutsScreen() {
  const today = useToday();
  if (today === undefined) return <Loading text="Loading the payouts..." />;
  return <Reconciliation today={today} />;
}

function Reconciliation({ today }: { today: string }) {
  const [params, setParams] = useSearchParams();
  const period = periodOf(params, today);
  return (
    <>
      <SectionCard title="Payouts">
        <Typography sx={{ mt: 1 }}>
          What the card gateway paid into the association&apos;s bank account, by the day each payout arrives
          (in the association&apos;s time zone), with every payment, refund and fee it carries matched to the
          orders they came from.
        </Typography>
        {/* A new period from the address (Back, a link) shows in a new form. */}
        <PeriodForm
          key={`${period.from}/${period.to}`}
          label="Reconciliation period"
          initial={period}
          maxDays={REPORT_MAX_DAYS}
          onShow={(shown) => setParams({ ...shown })}
        />
        <Payouts period={period} />
      </SectionCard>
      <NotPaidOut period={period} />
    </>
  );
}

function Payouts({ period }: { period: Period }) {
  const navigate = useNavigate();
  const payouts = usePayouts(period);
  if (!payouts.data) return reportWait(payouts, 'Loading the payouts...');
  const report = payouts.data;
  const shown = periodText(report);
  return (
    <>
      <Typography sx={{ mt: 3, fontWeight: 600 }}>{shown}</Typography>
      <DetailList
        items={[
          ['Payouts', report.payouts.length],
          ['Paid out', formatDollars(report.total.amount_cents)],
          [
            'Unmatched movements',
            report.total.unmatched > 0 ? (
              <WarningChip label={`${report.total.unmatched} unmatched`} />
            ) : (
              'None'
            ),
          ],
          ['Not yet paid out', paymentsText(report.not_paid_out_total)],
        ]}
      />
      {report.payouts.length === 0 ? (
        <Typography>No payout arrives in this period.</Typography>
      ) : (
        <DataGrid<TPayoutSummary>
          aria-label={`Payouts, ${shown}`}
          rows={report.payouts}
          columns={payoutColumns}
          {...consoleGrid(`payouts-${report.from}-to-${report.to}`, report.payouts.length)}
          onRowClick={({ row }: { row: TPayoutSummary }) => void navigate(payoutPath(row.id))}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      )}
    </>
  );
}

/** The period's card payments no payout has carried (the API counts up to the day before yesterday). */
function NotPaidOut({ period }: { period: Period }) {
  const payouts = usePayouts(period);
  if (!payouts.data) return null;
  const { not_paid_out: payments, not_paid_out_total: total } = payouts.data;
  const shownCents = payments.reduce((sum, p) => sum + p.amount_cents, 0);
  return (
    <SectionCard title="Card payments not yet paid out">
      <Typography sx={{ mt: 1 }}>
        Card payments received in the period that no payout has carried yet. The gateway pays a card payment
        out within two days, so yesterday&apos;s and today&apos;s are not counted: one listed here is late.
      </Typography>
      {payments.length === 0 ? (
        <Typography sx={{ mt: 2 }}>Every card payment of the period has been paid out.</Typography>
      ) : (
        <>
          <Typography sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
            {paymentsText(total)}
            {total === payments.length && `, ${formatDollars(shownCents)}`}
          </Typography>
          {total > payments.length && (
            <Alert severity="info" sx={{ mb: 1 }}>
              The first {payments.length} are shown ({formatDollars(shownCents)}): choose a shorter period to
              see the rest.
            </Alert>
          )}
          <DataGrid<TNotPaidOut>
            aria-label="Card payments not yet paid out"
            rows={payments}
            columns={notPaidOutColumns}
            getRowId={(row) => row.payment_id}
            {...consoleGrid('card-payments-not-paid-out', payments.length)}
          />
        </>
      )}
    </SectionCard>
  );
}
