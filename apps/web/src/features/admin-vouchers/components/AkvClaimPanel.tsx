// The Active & Creative Kids claim tab: every Active & Creative Kids voucher redeemed in a period
// (this month at first; local dates of the payment), one line per redemption in the columns the
// association's claim to the state takes, with the total to claim, and the same as a CSV file.
import { formatDollars, isoToDmy } from '@courtside/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CsvLink } from '../../../components/console/CsvLink';
import { PeriodForm } from '../../../components/console/PeriodForm';
import { reportWait } from '../../../components/console/ReportWait';
import { SectionCard } from '../../../components/SectionCard';
import { TableScroll } from '../../../components/TableScroll';
import { monthOf, periodText, type Period } from '../../../components/console/periods';
import { akvClaimsCsvUrl, useAkvClaims } from '../api/get-akv-claims';
import { birthText, childText } from '../voucher-form';

export function AkvClaimPanel({ today }: { today: string }) {
  const [period, setPeriod] = useState(() => monthOf(today));
  return (
    <SectionCard title="Active & Creative Kids claim">
      <Typography sx={{ mt: 1 }}>
        The Active & Creative Kids vouchers members redeemed, by the day their order was paid (in the
        association&apos;s time zone): what the association claims back is the discount each gave.
      </Typography>
      <PeriodForm label="Claim period" initial={period} onShow={setPeriod} />
      <Claims period={period} />
    </SectionCard>
  );
}

function Claims({ period }: { period: Period }) {
  const claims = useAkvClaims(period);
  if (!claims.data) return reportWait(claims, 'Loading the claim...');
  const report = claims.data;
  const label = `Active & Creative Kids claim, ${periodText(report)}`;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography sx={{ mb: 1, fontWeight: 600 }}>{periodText(report)}</Typography>
      {report.claims.length === 0 ? (
        <Typography>No Active & Creative Kids voucher was redeemed in this period.</Typography>
      ) : (
        <TableScroll label={label}>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                <TableCell>Voucher number</TableCell>
                <TableCell>Child</TableCell>
                <TableCell>Date of birth</TableCell>
                <TableCell>Activity</TableCell>
                <TableCell>Date redeemed</TableCell>
                <TableCell>Order</TableCell>
                <TableCell align="right">Amount claimed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.claims.map((c) => (
                <TableRow key={c.order_id}>
                  <TableCell>{c.voucher_number}</TableCell>
                  <TableCell>{childText(c)}</TableCell>
                  <TableCell>{birthText(c.dob)}</TableCell>
                  <TableCell>{c.activity}</TableCell>
                  <TableCell>{isoToDmy(c.redeemed_on)}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={`/admin/orders/${c.order_id}`}>
                      Order #{c.order_id}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{formatDollars(c.claimed_cents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                  Total
                </TableCell>
                <TableCell colSpan={5}>
                  {report.claims.length} {report.claims.length === 1 ? 'voucher' : 'vouchers'}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {formatDollars(report.total_cents)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableScroll>
      )}
      <CsvLink href={akvClaimsCsvUrl(period)} />
    </Box>
  );
}
