// The GST tab: sales and the GST inside them per month and per BAS quarter, on the cash basis
// (counted when the money was received, less what was given back), for the BAS.
import { formatDollars, isoToDmy } from '@courtside/contracts';
import { REPORT_MAX_DAYS, type TGstRow } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CsvLink } from '../../../components/console/CsvLink';
import { PeriodForm } from '../../../components/console/PeriodForm';
import { reportWait } from '../../../components/console/ReportWait';
import { SectionCard } from '../../../components/SectionCard';
import { TableScroll } from '../../../components/TableScroll';
import { periodText, type Period } from '../../../components/console/periods';
import { csvUrl, useGst } from '../api/reports';
import { basQuarterOf } from '../reports-form';

export function GstPanel({ today }: { today: string }) {
  const [period, setPeriod] = useState(() => basQuarterOf(today));
  return (
    <SectionCard title="GST">
      <Typography sx={{ mt: 1 }}>
        Cash basis: a sale counts when its money is received, and a refund takes back its share of the
        sale&apos;s GST. Quarters are the BAS quarters (Jul-Sep, Oct-Dec, Jan-Mar, Apr-Jun). Donations carry
        no GST.
      </Typography>
      <PeriodForm label="GST period" initial={period} maxDays={REPORT_MAX_DAYS} onShow={setPeriod} />
      <Gst period={period} />
    </SectionCard>
  );
}

function GstTable({
  caption,
  rows,
  total,
}: {
  caption: string;
  rows: TGstRow[];
  total: Omit<TGstRow, 'period' | 'label' | 'from' | 'to'>;
}) {
  return (
    <TableScroll label={caption}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>Period</TableCell>
            <TableCell>Dates</TableCell>
            <TableCell align="right">Sales incl. GST</TableCell>
            <TableCell align="right">GST collected</TableCell>
            <TableCell align="right">Sales excl. GST</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...rows, { period: 'total', label: 'Total', from: '', to: '', ...total }].map((r) => (
            <TableRow key={r.period}>
              <TableCell
                component="th"
                scope="row"
                sx={r.period === 'total' ? { fontWeight: 700 } : undefined}
              >
                {r.label}
              </TableCell>
              <TableCell>{r.from ? `${isoToDmy(r.from)} to ${isoToDmy(r.to)}` : ''}</TableCell>
              <TableCell align="right">{formatDollars(r.sales_incl_cents)}</TableCell>
              <TableCell align="right">{formatDollars(r.gst_cents)}</TableCell>
              <TableCell align="right">{formatDollars(r.sales_excl_cents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

function Gst({ period }: { period: Period }) {
  const gst = useGst(period);
  if (!gst.data) return reportWait(gst, 'Loading the GST...');
  const report = gst.data;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography sx={{ mb: 1, fontWeight: 600 }}>{periodText(report)}</Typography>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        Per month
      </Typography>
      <GstTable caption="GST per month" rows={report.months} total={report.total} />
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        Per BAS quarter
      </Typography>
      <GstTable caption="GST per BAS quarter" rows={report.quarters} total={report.total} />
      <CsvLink href={csvUrl('gst', { ...period })} />
    </Box>
  );
}
