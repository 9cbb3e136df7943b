// The Payments tab: for a period (local dates, both included; this month at first), the games
// each official was given per roster type, times the type's rate, with the total, and the same
// report as a CSV file to download.
import type { TOfficialsPaymentRow } from '@courtside/contracts/admin';
import { formatDollars } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { CsvLink } from '../../../components/console/CsvLink';
import { Loading } from '../../../components/Loading';
import { PeriodForm } from '../../../components/console/PeriodForm';
import { SectionCard } from '../../../components/SectionCard';
import { consoleGrid } from '../../../components/console/grid';
import { monthOf, periodText, type Period } from '../../../components/console/periods';
import { useToday } from '../../../lib/settings';
import { paymentsCsvUrl, usePayments } from '../api/officials';

const columns: GridColDef<TOfficialsPaymentRow>[] = [
  {
    field: 'official',
    headerName: 'Official',
    width: 190,
    valueGetter: (_v, row) => `${row.firstname} ${row.lastname}`.trim(),
  },
  { field: 'roster_type', headerName: 'Roster type', width: 140 },
  { field: 'games', headerName: 'Games', type: 'number', width: 90 },
  {
    field: 'rate_cents',
    headerName: 'Rate',
    type: 'number',
    width: 110,
    valueFormatter: (v: number) => formatDollars(v),
  },
  {
    field: 'amount_cents',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (v: number) => formatDollars(v),
  },
];

export function PaymentsPanel() {
  const today = useToday();
  if (today === undefined) return <Loading text="Loading the payments..." />;
  return <Payments month={monthOf(today)} />;
}

function Payments({ month }: { month: Period }) {
  const [range, setRange] = useState<Period>(month);
  return (
    <SectionCard title="Payments">
      <Typography sx={{ mt: 1 }}>
        The games each official was given in a period (both dates included), times their roster type&apos;s
        rate per game.
      </Typography>
      <PeriodForm label="Payments period" initial={month} onShow={setRange} />
      <Report range={range} />
    </SectionCard>
  );
}

function Report({ range }: { range: Period }) {
  const payments = usePayments(range);
  if (payments.isPending) return <Loading text="Loading the payments..." />;
  if (payments.isError)
    return (
      <Alert severity="error" role="alert" sx={{ mt: 2 }}>
        {payments.error.message}
      </Alert>
    );
  const { rows, total_cents, from, to } = payments.data;
  const period = periodText({ from, to });

  return (
    <Box sx={{ mt: 3 }}>
      <Typography sx={{ mb: 1, fontWeight: 600 }}>{period}</Typography>
      {rows.length === 0 ? (
        <Typography>No games with officials in this period.</Typography>
      ) : (
        <>
          <DataGrid
            aria-label={`Payments, ${period}`}
            rows={rows}
            columns={columns}
            getRowId={(r) => `${r.member_id}-${r.roster_type}`}
            {...consoleGrid(`officials-payments-${from}-to-${to}`, rows.length)}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>Total: {formatDollars(total_cents)}</Typography>
            <CsvLink href={paymentsCsvUrl(range)} sx={{ mt: 0 }} />
          </Box>
        </>
      )}
    </Box>
  );
}
