// The Takings tab: money received per local day, by payment method and gateway, what was given
// back of it (negative, its own column) and what was kept; totals per method and overall.
import { formatDollars, isoToDmy } from '@courtside/contracts';
import { REPORT_MAX_DAYS, type TTakings } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CsvLink } from '../../../components/console/CsvLink';
import { PeriodForm } from '../../../components/console/PeriodForm';
import { reportWait } from '../../../components/console/ReportWait';
import { SectionCard } from '../../../components/SectionCard';
import { TableScroll } from '../../../components/TableScroll';
import { monthOf, periodText, type Period } from '../../../components/console/periods';
import { csvUrl, useTakings } from '../api/reports';
import { methodAndGateway } from '../reports-form';

export function TakingsPanel({ today }: { today: string }) {
  const [period, setPeriod] = useState(() => monthOf(today));
  return (
    <SectionCard title="Takings">
      <Typography sx={{ mt: 1 }}>
        Payments received each day (in the association&apos;s time zone) by method and gateway. Refunds are
        shown on the day they were made.
      </Typography>
      <PeriodForm label="Takings period" initial={period} maxDays={REPORT_MAX_DAYS} onShow={setPeriod} />
      <Takings period={period} />
    </SectionCard>
  );
}

type Money = TTakings['total'];
const moneyCells = (m: Money) => (
  <>
    <TableCell align="right">{m.payments}</TableCell>
    <TableCell align="right">{formatDollars(m.received_cents)}</TableCell>
    <TableCell align="right">{formatDollars(-m.refunded_cents)}</TableCell>
    <TableCell align="right">{formatDollars(m.net_cents)}</TableCell>
  </>
);

function Takings({ period }: { period: Period }) {
  const takings = useTakings(period);
  if (!takings.data) return reportWait(takings, 'Loading the takings...');
  const report = takings.data;
  const label = `Takings, ${periodText(report)}`;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography sx={{ mb: 1, fontWeight: 600 }}>{periodText(report)}</Typography>
      {report.rows.length === 0 ? (
        <Typography>No payments were received in this period.</Typography>
      ) : (
        <TableScroll label={label}>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Method</TableCell>
                <TableCell align="right">Payments</TableCell>
                <TableCell align="right">Received</TableCell>
                <TableCell align="right">Refunded</TableCell>
                <TableCell align="right">Net</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.rows.map((r) => (
                <TableRow key={`${r.date}-${r.method}-${r.gateway}`}>
                  <TableCell>{isoToDmy(r.date)}</TableCell>
                  <TableCell>{methodAndGateway(r.method, r.gateway)}</TableCell>
                  {moneyCells(r)}
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              {report.by_method.map((m) => (
                <TableRow key={`${m.method}-${m.gateway}`}>
                  <TableCell component="th" scope="row">
                    Total
                  </TableCell>
                  <TableCell>{methodAndGateway(m.method, m.gateway)}</TableCell>
                  {moneyCells(m)}
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                  Total
                </TableCell>
                <TableCell>All methods</TableCell>
                {moneyCells(report.total)}
              </TableRow>
            </TableFooter>
          </Table>
        </TableScroll>
      )}
      <CsvLink href={csvUrl('takings', { ...period })} />
    </Box>
  );
}
