// The Payments tab: for a period (local dates, both included; this month at first), the games
// each official was given per roster type, times the type's rate, with the total, and the same
// report as a CSV file to download.
import type { TOfficialsPaymentRow } from '@courtside/contracts/admin';
import { formatDollars, isoToDmy } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { Loading } from '../../../components/Loading';
import { SectionCard } from '../../../components/SectionCard';
import { todayIso } from '../../../lib/calendar-dates';
import { consoleGrid } from '../../../lib/console-grid';
import { schemaResolver } from '../../../lib/form';
import { useSettings } from '../../../lib/settings';
import { paymentsCsvUrl, usePayments } from '../api/officials';
import { monthOf, ZPaymentsRangeForm, type PaymentsRange } from '../officials-form';

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
  const settings = useSettings();
  if (settings.isPending) return <Loading text="Loading the payments..." />;
  // This month in the association's time zone (the browser's, should the settings not load).
  const timeZone = settings.data?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return <Payments month={monthOf(todayIso(timeZone))} />;
}

function Payments({ month }: { month: PaymentsRange }) {
  const [range, setRange] = useState<PaymentsRange>(month);
  const { control, handleSubmit, formState } = useForm<PaymentsRange>({
    defaultValues: month,
    resolver: schemaResolver(() => ZPaymentsRangeForm),
  });
  const onSubmit = handleSubmit((form) => setRange({ from: form.from, to: form.to }));

  return (
    <SectionCard title="Payments">
      <Typography sx={{ mt: 1 }}>
        The games each official was given in a period (both dates included), times their roster type&apos;s
        rate per game.
      </Typography>
      <Box component="form" noValidate aria-label="Payments period" onSubmit={(e) => void onSubmit(e)}>
        <FieldGrid>
          <IsoDateField name="from" control={control} label="From" required hint="dd/mm/yyyy" />
          <IsoDateField name="to" control={control} label="To" required hint="dd/mm/yyyy" />
        </FieldGrid>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ mt: 1 }}>
          Show
        </Button>
      </Box>
      <Report range={range} />
    </SectionCard>
  );
}

function Report({ range }: { range: PaymentsRange }) {
  const payments = usePayments(range);
  if (payments.isPending) return <Loading text="Loading the payments..." />;
  if (payments.isError)
    return (
      <Alert severity="error" role="alert" sx={{ mt: 2 }}>
        {payments.error.message}
      </Alert>
    );
  const { rows, total_cents, from, to } = payments.data;
  const period = from === to ? isoToDmy(from) : `${isoToDmy(from)} to ${isoToDmy(to)}`;

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
            <Button variant="outlined" component="a" href={paymentsCsvUrl(range)} download>
              Download CSV
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
