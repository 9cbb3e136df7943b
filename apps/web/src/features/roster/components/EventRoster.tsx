// Event (local) Roster: an event, one date defaulting to today, MY ROSTER or
// FULL ROSTER. A shift can go into a calendar; it has a start and no end.
import { MSG, type TLocalRosterItem, type TRosterKind } from '@courtside/contracts';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FilterDate } from '../../../components/filters/FilterDate';
import { FilterRow, FilterSelect } from '../../../components/filters/FilterSelect';
import { RosterCalendarLinks, RosterKindButtons, RosterTable } from '../../../domains/roster/Roster';
import { todayIso } from '../../../lib/calendar-dates';
import { joinAddress } from '../../../lib/calendar-links';
import { useEventRoster } from '../api/get-event-roster';
import { useEvents } from '../api/get-events';

function ShiftRow({ shift, full }: { shift: TLocalRosterItem; full: boolean }) {
  return (
    <TableRow selected={full && shift.mine}>
      <TableCell data-label="Date">{shift.schedule_date_formatted}</TableCell>
      <TableCell data-label="Time">{shift.schedule_time_formatted}</TableCell>
      <TableCell component="th" scope="row" data-label="Function">
        {shift.function}
      </TableCell>
      {full && <TableCell data-label="Member">{shift.member_name}</TableCell>}
      <TableCell data-label="Venue">{shift.venue_name}</TableCell>
      <TableCell data-label="Court">{shift.court_name ?? ''}</TableCell>
      <TableCell data-label="Calendar">
        {shift.mine && (
          <RosterCalendarLinks
            event={{
              title: `${shift.event_name} - ${shift.function}`,
              start: shift.schedule_at,
              location: joinAddress([shift.court_name, shift.venue_name]),
              details: shift.event_name,
            }}
            icsHref={`/api/roster/entry/${shift.id}/ics`}
            icsFileName={`roster-${shift.id}.ics`}
          />
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
        <FilterDate id="roster-date" label="Date" value={date} onChange={setDate} />
      </FilterRow>
      <RosterKindButtons onShow={show} pending={roster.isPending} error={roster.error} />
      {roster.data && (
        <RosterTable
          headingId="event-roster-heading"
          kind={roster.data.roster}
          columns={[
            'Date',
            'Time',
            'Function',
            ...(full ? ['Member'] : []),
            'Venue',
            'Court',
            'Calendar',
          ].map((header) => ({ header }))}
          rows={roster.data.data}
          emptyText="No shifts on this date."
          renderRow={(s) => <ShiftRow key={s.id} shift={s} full={full} />}
          page={page}
          onPageChange={setPage}
        />
      )}
    </>
  );
}
