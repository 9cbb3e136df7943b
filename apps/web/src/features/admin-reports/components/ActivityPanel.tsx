// The Activity tab: paid registrations (memberships), nominations (team entries) and store sales
// per ISO week, as a bar chart (MUI X Charts, loaded only when this tab opens) and, for screen
// readers and exact numbers, as a table.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isoToDmy } from '@courtside/contracts';
import { REPORT_MAX_DAYS } from '@courtside/contracts/admin';
import { lazy, Suspense, useState } from 'react';
import { CsvLink } from '../../../components/console/CsvLink';
import { Loading } from '../../../components/Loading';
import { PeriodForm } from '../../../components/console/PeriodForm';
import { reportWait } from '../../../components/console/ReportWait';
import { SectionCard } from '../../../components/SectionCard';
import { TableScroll } from '../../../components/TableScroll';
import { periodText, type Period } from '../../../components/console/periods';
import { csvUrl, useActivity } from '../api/reports';
import { lastTwelveWeeks } from '../reports-form';

const ActivityChart = lazy(() => import('./ActivityChart'));

export function ActivityPanel({ today }: { today: string }) {
  const [period, setPeriod] = useState(() => lastTwelveWeeks(today));
  return (
    <SectionCard title="Activity">
      <Typography sx={{ mt: 1 }}>
        Paid registrations, nominations and store sales in each week (Monday to Sunday) of the period.
      </Typography>
      <PeriodForm label="Activity period" initial={period} maxDays={REPORT_MAX_DAYS} onShow={setPeriod} />
      <Activity period={period} />
    </SectionCard>
  );
}

function Activity({ period }: { period: Period }) {
  const activity = useActivity(period);
  if (!activity.data) return reportWait(activity, 'Loading the activity...');
  const report = activity.data;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography sx={{ mb: 1, fontWeight: 600 }}>{periodText(report)}</Typography>
      <Suspense fallback={<Loading text="Loading the chart..." />}>
        <ActivityChart weeks={report.weeks} />
      </Suspense>
      <TableScroll label="Activity per week">
        <Table size="small" aria-label="Activity per week">
          <TableHead>
            <TableRow>
              <TableCell>Week</TableCell>
              <TableCell>Starts</TableCell>
              <TableCell align="right">Registrations</TableCell>
              <TableCell align="right">Nominations</TableCell>
              <TableCell align="right">Sales</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.weeks.map((w) => (
              <TableRow key={w.week}>
                <TableCell component="th" scope="row">
                  {w.week}
                </TableCell>
                <TableCell>{isoToDmy(w.starts)}</TableCell>
                <TableCell align="right">{w.registrations}</TableCell>
                <TableCell align="right">{w.nominations}</TableCell>
                <TableCell align="right">{w.sales}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                Total
              </TableCell>
              <TableCell />
              <TableCell align="right">{report.total.registrations}</TableCell>
              <TableCell align="right">{report.total.nominations}</TableCell>
              <TableCell align="right">{report.total.sales}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableScroll>
      <CsvLink href={csvUrl('activity', { ...period })} />
    </Box>
  );
}
