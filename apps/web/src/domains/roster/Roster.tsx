// The parts the two roster screens (referee Competition Roster and Event Roster)
// share: the MY ROSTER / FULL ROSTER buttons with the request's error, the titled and
// paged result table, and a roster line's calendar links.
import type { TRosterKind } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { googleCalendarUrl, type CalendarEvent } from '../../lib/calendar-links';
import { pageOf } from '../../components/table/table-rows';
import { TableScroll } from '../../components/TableScroll';
import { stackOnPhone } from '../../components/table/stack-on-phone';

export const ROSTER_PAGE_SIZE = 10;

/** MY ROSTER and FULL ROSTER, then the last request's error. */
export function RosterKindButtons({
  onShow,
  pending,
  error,
}: {
  onShow: (kind: TRosterKind) => void;
  pending: boolean;
  error: Error | null;
}) {
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Button variant="contained" onClick={() => onShow('my')} disabled={pending}>
          MY ROSTER
        </Button>
        <Button variant="outlined" onClick={() => onShow('full')} disabled={pending}>
          FULL ROSTER
        </Button>
      </Box>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error instanceof ApiError ? error.message : 'Something went wrong. Please try again.'}
        </Alert>
      )}
    </>
  );
}

export interface RosterColumn {
  header: string;
  align?: 'left' | 'right';
}

export interface RosterTableProps<T> {
  /** Id of the heading that names the section and the table. */
  headingId: string;
  kind: TRosterKind;
  columns: readonly RosterColumn[];
  rows: readonly T[];
  /** Shown (as a status) instead of the table when there are no rows. */
  emptyText: string;
  /** One <TableRow> per roster line; each cell names its column in data-label (a phone shows it). */
  renderRow: (row: T) => ReactNode;
  page: number;
  onPageChange: (page: number) => void;
}

/** 'My Roster' or 'Full Roster': a heading, then the lines 10 a page (or the empty text). */
export function RosterTable<T>({
  headingId,
  kind,
  columns,
  rows,
  emptyText,
  renderRow,
  page,
  onPageChange,
}: RosterTableProps<T>) {
  const shown = pageOf(rows, page, ROSTER_PAGE_SIZE);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {kind === 'full' ? 'Full Roster' : 'My Roster'}
      </Typography>
      {rows.length === 0 ? (
        <Typography role="status">{emptyText}</Typography>
      ) : (
        <>
          <TableScroll label="Roster table">
            <Table size="small" aria-labelledby={headingId} sx={stackOnPhone}>
              <TableHead>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell key={c.header} component="th" scope="col" align={c.align}>
                      {c.header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>{shown.rows.map(renderRow)}</TableBody>
            </Table>
          </TableScroll>
          <TablePagination
            component="div"
            count={rows.length}
            page={shown.page}
            rowsPerPage={ROSTER_PAGE_SIZE}
            rowsPerPageOptions={[ROSTER_PAGE_SIZE]}
            onPageChange={(_e, p) => onPageChange(p)}
          />
        </>
      )}
    </Box>
  );
}

/** Add to Google Calendar (the event) and Add to Apple Calendar (the server's .ics file). */
export function RosterCalendarLinks({
  event,
  icsHref,
  icsFileName,
}: {
  event: CalendarEvent;
  icsHref: string;
  icsFileName: string;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Link href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
        Add to Google Calendar
      </Link>
      <Link href={icsHref} download={icsFileName}>
        Add to Apple Calendar
      </Link>
    </Box>
  );
}
