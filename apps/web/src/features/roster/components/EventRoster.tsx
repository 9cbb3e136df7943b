// Event (local) Roster (spec 3): an event, one date defaulting to today, MY ROSTER or
// FULL ROSTER. A shift can go into a calendar; it has a start and no end.
import { MSG, type TLocalRosterItem, type TRosterKind } from '@courtside/contracts';
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
import { useState, type ChangeEvent } from 'react';
import { TableScroll } from '../../../components/TableScroll';
import { FilterRow, FilterSelect, filterInputSx, filterLabelSx } from '../../../components/filters/FilterSelect';
import { ApiError } from '../../../lib/api-client';
import { todayIso } from '../../../lib/calendar-dates';
import { googleCalendarUrl, joinAddress } from '../../../lib/calendar-links';
import { useEventRoster } from '../api/get-event-roster';
import { useEvents } from '../api/get-events';

const PAGE_SIZE = 10;

function ShiftRow({ shift, full }: { shift: TLocalRosterItem; full: boolean }) {
  return (
    <TableRow selected={full && shift.mine}>
      <TableCell>{shift.schedule_date_formatted}</TableCell>
      <TableCell>{shift.schedule_time_formatted}</TableCell>
      <TableCell component="th" scope="row">
        {shift.function}
      </TableCell>
      {full && <TableCell>{shift.member_name}</TableCell>}
      <TableCell>{shift.venue_name}</TableCell>
      <TableCell>{shift.court_name ?? ''}</TableCell>
      <TableCell>
        {shift.mine && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <Link
              href={googleCalendarUrl({
                title: `${shift.event_name} - ${shift.function}`,
                start: shift.schedule_at,
                location: joinAddress([shift.court_name, shift.venue_name]),
                details: shift.event_name,
              })}
              target="_blank"
              rel="noopener noreferrer"
            >
              Add to Google Calendar
            </Link>
            <Link href={`/api/roster/entry/${shift.id}/ics`} download={`roster-${shift.id}.ics`}>
              Add to Apple Calendar
            </Link>
          </Box>
        )}
      </TableCell>
    </TableRow>
  );
}

export function EventRoster({ timeZone }: { timeZone: string }) {
  const events = useEvents();
  const roster = useEventRoster();
  const [event, setEvent] = useState('');
  const [date, setDate] = useState(() => todayIso(timeZone));
  const [eventError, setEventError] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const eventValue = event || (events.data?.[0] ? String(events.data[0].event_id) : '');

  const show = (kind: TRosterKind) => {
    if (!eventValue) return setEventError(MSG.required);
    setEventError(null);
    setPage(0);
    roster.mutate({ event: Number(eventValue), roster: kind, date: date || undefined });
  };

  const shifts = roster.data?.data ?? [];
  const full = roster.data?.roster === 'full';
  return (
    <>
      <FilterRow columns={2}>
        <Box>
          <FilterSelect
            id="roster-event"
            label="Event"
            placeholder="Choose an event"
            value={eventValue}
            options={(events.data ?? []).map((e) => ({ value: String(e.event_id), text: e.event_name }))}
            onChange={setEvent}
          />
          {eventError && (
            <Typography color="error" variant="body2" sx={{ mt: 0.5 }}>
              {eventError}
            </Typography>
          )}
        </Box>
        <Box>
          <Box component="label" htmlFor="roster-date" sx={filterLabelSx}>
            Date
          </Box>
          <Box component="input" id="roster-date" type="date" value={date} onChange={(e: ChangeEvent<HTMLInputElement>) => setDate(e.target.value)} sx={filterInputSx} />
        </Box>
      </FilterRow>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Button variant="contained" onClick={() => show('my')} disabled={roster.isPending}>
          MY ROSTER
        </Button>
        <Button variant="outlined" onClick={() => show('full')} disabled={roster.isPending}>
          FULL ROSTER
        </Button>
      </Box>

      {roster.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {roster.error instanceof ApiError ? roster.error.message : 'Something went wrong. Please try again.'}
        </Alert>
      )}
      {roster.data && (
        <Box component="section" aria-labelledby="event-roster-heading">
          <Typography id="event-roster-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            {full ? 'Full Roster' : 'My Roster'}
          </Typography>
          {shifts.length === 0 ? (
            <Typography role="status">No shifts on this date.</Typography>
          ) : (
            <>
              <TableScroll label="Roster table">
                <Table size="small" aria-labelledby="event-roster-heading">
                  <TableHead>
                    <TableRow>
                      {['Date', 'Time', 'Function', ...(full ? ['Member'] : []), 'Venue', 'Court', 'Calendar'].map((h) => (
                        <TableCell key={h} component="th" scope="col">
                          {h}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {shifts.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).map((s) => (
                      <ShiftRow key={s.id} shift={s} full={full} />
                    ))}
                  </TableBody>
                </Table>
              </TableScroll>
              <TablePagination
                component="div"
                count={shifts.length}
                page={Math.min(page, Math.max(0, Math.ceil(shifts.length / PAGE_SIZE) - 1))}
                rowsPerPage={PAGE_SIZE}
                rowsPerPageOptions={[PAGE_SIZE]}
                onPageChange={(_e, p) => setPage(p)}
              />
            </>
          )}
        </Box>
      )}
    </>
  );
}
