// A division's season totals: one row per player and team, games played, then each stat's
// total and average per game. The signed-in member's own row is shaded and says "(you)" in
// words, so it is found without seeing colour and is read out by screen readers.
import type { TStatTotalsRow } from '@courtside/contracts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TableScroll } from '../../../components/TableScroll';
import { TOTAL_COLUMNS, formatAverage } from '../stats-table';

const header = (label: string, title: string) => (
  <TableCell key={label} component="th" scope="col" align="right">
    <abbr title={title} style={{ textDecoration: 'none' }}>
      {label}
    </abbr>
  </TableCell>
);

export function SeasonTotalsTable({ rows }: { rows: readonly TStatTotalsRow[] }) {
  return (
    <TableScroll label="Season totals table" scrollCue>
      <Table size="small" aria-label="Season totals">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Name
            </TableCell>
            <TableCell component="th" scope="col">
              Team
            </TableCell>
            {header('GP', 'Games played')}
            {TOTAL_COLUMNS.flatMap((c) => [
              header(c.label, `${c.title}, season total`),
              header(`${c.label}/G`, `${c.title} per game`),
            ])}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={`${row.team_id}-${row.member}`}
              selected={row.is_me}
              aria-current={row.is_me ? 'true' : undefined}
              data-testid={row.is_me ? 'my-totals' : undefined}
            >
              <TableCell component="th" scope="row" sx={row.is_me ? { fontWeight: 700 } : undefined}>
                {row.member}
                {row.is_me && ' (you)'}
              </TableCell>
              <TableCell>{row.team_name}</TableCell>
              <TableCell align="right">{row.games_played}</TableCell>
              {TOTAL_COLUMNS.flatMap((c) => [
                <TableCell key={c.key} align="right">
                  {row[c.key]}
                </TableCell>,
                <TableCell key={`${c.key}-avg`} align="right">
                  {formatAverage(row.averages[c.key])}
                </TableCell>,
              ])}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
