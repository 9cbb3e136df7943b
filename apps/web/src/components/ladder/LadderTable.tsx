// A division's full ladder: position, team, every count, for, against, percentage, adjustment
// and points, a marker on each team a tie-break placed and a note naming the tie-breaks in
// order. On a phone only position, team and points stay in the row; one team's other columns
// open at a time under it (an accordion), so nothing is cut off at the side.
import { STANDINGS_FOOTNOTE, type TStandingsResponse } from '@courtside/contracts';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { TableScroll } from '../TableScroll';
import { visuallyHidden } from '../visually-hidden';
import { cellText, orderedByText, STANDING_COLUMNS, standingLines, tieBreakNote } from './ladder-lines';

/** Hidden on phones, a table cell from tablet width. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const phoneOnly = { display: { xs: 'table-cell', sm: 'none' } } as const;

export function LadderTable({ result, label }: { result: TStandingsResponse; label: string }) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const lines = standingLines(result);
  return (
    <>
      <TableScroll label={label} scrollCue>
        <Table
          size="small"
          aria-label={`Standings of ${result.division.division_name}`}
          // Narrow cell padding: sixteen columns fit a 1280 px desktop without scrolling.
          sx={{ '& .MuiTableCell-root': { px: 1 } }}
        >
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" align="right" sx={{ width: '1%' }}>
                <abbr title="Position">Pos</abbr>
              </TableCell>
              <TableCell component="th" scope="col">
                Team
              </TableCell>
              {STANDING_COLUMNS.map((c) => (
                <TableCell key={c.key} component="th" scope="col" align="right" sx={wide}>
                  {c.abbr ? <abbr title={c.label}>{c.abbr}</abbr> : c.label}
                </TableCell>
              ))}
              <TableCell component="th" scope="col" align="right">
                Points*
              </TableCell>
              <TableCell component="th" scope="col" sx={phoneOnly}>
                <Box component="span" sx={visuallyHidden}>
                  Details
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => {
              const open = expanded === line.team_id;
              const detailsId = `standing-details-${line.team_id}`;
              return (
                <Fragment key={line.team_id}>
                  <TableRow>
                    <TableCell align="right">{line.position}</TableCell>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: { md: 'nowrap' } }}>
                      {line.team}
                      {line.tie_break && (
                        <Typography
                          component="span"
                          variant="caption"
                          color="text.secondary"
                          sx={{ display: 'block', whiteSpace: 'normal' }}
                        >
                          {orderedByText(line.tie_break)}
                        </Typography>
                      )}
                    </TableCell>
                    {STANDING_COLUMNS.map((c) => (
                      <TableCell key={c.key} align="right" sx={wide}>
                        {cellText(c, line)}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {line.total}
                    </TableCell>
                    <TableCell padding="none" sx={phoneOnly}>
                      <IconButton
                        aria-label={`Details of ${line.team}`}
                        aria-expanded={open}
                        aria-controls={open ? detailsId : undefined}
                        onClick={() => setExpanded(open ? null : line.team_id)}
                        sx={{ transform: open ? 'rotate(180deg)' : 'none' }}
                      >
                        <ExpandMore />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                  {open && (
                    <TableRow id={detailsId} sx={{ display: { xs: 'table-row', sm: 'none' } }}>
                      <TableCell colSpan={4}>
                        <Box
                          component="dl"
                          sx={{
                            display: 'grid',
                            gridTemplateColumns: '1fr auto',
                            columnGap: 2,
                            rowGap: 0.5,
                            m: 0,
                          }}
                        >
                          {STANDING_COLUMNS.map((c) => (
                            <Fragment key={c.key}>
                              <Box component="dt">{c.label}</Box>
                              <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                                {cellText(c, line)}
                              </Box>
                            </Fragment>
                          ))}
                        </Box>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableScroll>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {tieBreakNote(result.tie_breaks)}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {STANDINGS_FOOTNOTE}
      </Typography>
    </>
  );
}
