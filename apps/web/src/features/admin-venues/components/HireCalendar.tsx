// One venue's day as a resource calendar (react-big-calendar's day view with resources): a column
// per court and half, an event per use saying its kind in words, coloured by kind only as a second
// cue. Events are buttons (Enter or Space opens one, as a click does). The calendar's scrolling
// body is made a labelled, focusable region, so a keyboard scrolls it on a phone too.
import type { TCourtUse, THireCalendar } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef } from 'react';
import { Calendar, dayjsLocalizer, Views, type EventPropGetter } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import {
  clockText,
  courtColumns,
  courtEvents,
  dayBounds,
  wallClock,
  type CourtColumn,
  type CourtEvent,
} from '../hire-calendar';

const localizer = dayjsLocalizer(dayjs);

// Dark enough for white text (at least 4.5:1) on every kind.
const KIND_COLOUR: Record<TCourtUse['kind'], string> = {
  game: '#1a5fa8',
  hire: '#2e6b30',
  class: '#6a1b9a',
  shift: '#00695c',
  closure: '#4a4a4a',
};

const eventStyle: EventPropGetter<CourtEvent> = (event) => ({
  style: {
    backgroundColor: KIND_COLOUR[event.use.kind],
    borderColor: KIND_COLOUR[event.use.kind],
    color: '#fff',
    // A closure or a neighbour's use is not bookable over: hatched, besides its words.
    backgroundImage:
      event.use.kind === 'closure'
        ? 'repeating-linear-gradient(45deg, transparent 0 6px, rgba(255,255,255,0.12) 6px 12px)'
        : undefined,
  },
});

const FORMATS = {
  timeGutterFormat: (d: Date) => clockText(d),
  eventTimeRangeFormat: ({ start, end }: { start: Date; end: Date }) =>
    `${clockText(start)} to ${clockText(end)}`,
  eventTimeRangeStartFormat: ({ start }: { start: Date }) => `From ${clockText(start)}`,
  eventTimeRangeEndFormat: ({ end }: { end: Date }) => `Until ${clockText(end)}`,
};

const isPress = (e: React.SyntheticEvent<HTMLElement>) => 'key' in e && (e.key === 'Enter' || e.key === ' ');

export function HireCalendar({ day, onOpen }: { day: THireCalendar; onOpen: (use: TCourtUse) => void }) {
  const events = useMemo(() => courtEvents(day), [day]);
  const columns = useMemo(() => courtColumns(day), [day]);
  const { from, to } = dayBounds(day);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const body = box.current?.querySelector<HTMLElement>('.rbc-time-content');
    if (!body) return;
    body.tabIndex = 0;
    body.setAttribute('role', 'region');
    body.setAttribute('aria-label', `Courts through the day, ${from}:00 to ${to}:00`);
  });

  return (
    <Box
      ref={box}
      sx={{
        height: { xs: '70vh', md: '75vh' },
        minHeight: 420,
        '& .rbc-time-content:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        '& .rbc-event:focus-visible': {
          outline: '3px solid',
          outlineColor: 'warning.main',
          outlineOffset: 1,
        },
        '& .rbc-event-label': { fontSize: '0.8rem' },
        '& .rbc-event-content': { fontSize: '0.85rem', whiteSpace: 'normal' },
        '& .rbc-header': { fontWeight: 600, whiteSpace: 'normal' },
        '& .rbc-label': { color: 'text.secondary' },
        // Every use of a court has its times: the library's all-day row would only be an empty
        // grid row (and one whose ARIA roles are incomplete), so it is not shown.
        '& .rbc-allday-cell': { display: 'none' },
      }}
    >
      <Calendar<CourtEvent, CourtColumn>
        localizer={localizer}
        date={wallClock(day.date, '00:00')}
        onNavigate={() => undefined}
        view={Views.DAY}
        views={[Views.DAY]}
        onView={() => undefined}
        toolbar={false}
        events={events}
        resources={columns}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        resourceAccessor="courtId"
        titleAccessor="title"
        tooltipAccessor="title"
        startAccessor="start"
        endAccessor="end"
        min={wallClock(day.date, `${String(from).padStart(2, '0')}:00`)}
        max={
          to >= 24
            ? new Date(wallClock(day.date, '23:59'))
            : wallClock(day.date, `${String(to).padStart(2, '0')}:00`)
        }
        step={30}
        timeslots={2}
        formats={FORMATS}
        eventPropGetter={eventStyle}
        onSelectEvent={(event) => onOpen(event.use)}
        onKeyPressEvent={(event, e) => {
          if (!isPress(e)) return;
          e.preventDefault();
          onOpen(event.use);
        }}
        dayLayoutAlgorithm="no-overlap"
      />
    </Box>
  );
}
