// The three layouts of the booking calendar.
//
// The public booking calendar is drawn here rather than with react-big-calendar (which the
// console's hire calendar loads): a public page should not carry the library and its
// stylesheet, and the server already answers each taken slot with its wall-clock time in
// the association's zone. One CSS grid (34 half-hour rows from 06:00, one column per court)
// and two plain tables (week, month) do the job, read well with a screen reader and pass axe.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  hhmmOfMinutes,
  isoToDmy,
  type TBookingCourt,
  type TCalendarEvent,
  WEEKDAY_NAMES,
} from '@courtside/contracts';
import { visuallyHidden } from '../../../components/visually-hidden';
import { weekdayOfIso } from '../../../lib/calendar-dates';
import {
  calendarRowTimes,
  CALENDAR_ROWS,
  courtColumns,
  daysBetween,
  eventsOfCourt,
  gridSlots,
  monthWeeks,
  spanText,
  takenOnDay,
  type TakenSlot,
} from '../booking-times';

/** Booked, Competition, HPC class, Event and Closed colours, AA contrast with white text. */
const EVENT_COLOURS: Record<TCalendarEvent['type'], string> = {
  booking: '#0b3d91',
  competition: '#8a4b00',
  class: '#6a1b9a',
  event: '#00695c',
  closed: '#4a4a4a',
};
/** Unavailable: part of the court (a half, or the full court of a half) is taken. */
const HATCHED = {
  background: 'repeating-linear-gradient(45deg,#e0e0e0,#e0e0e0 4px,#f5f5f5 4px,#f5f5f5 8px)',
  color: 'text.primary',
  border: '1px solid #9e9e9e',
} as const;
const SLOT_HEIGHT = 14; // px per 15 minutes: a 30-minute row is 28 px

const shortDay = (iso: string) =>
  `${WEEKDAY_NAMES[weekdayOfIso(iso)]!.slice(0, 3)} ${isoToDmy(iso).slice(0, 5)}`;

function Legend() {
  const item = (colour: string, text: string, blocked = false) => (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{
          width: 16,
          height: 16,
          borderRadius: 0.5,
          bgcolor: colour,
          ...(blocked && HATCHED),
        }}
      />
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
  return (
    <Box
      component="ul"
      aria-label="Legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, my: 1 }}
    >
      {item(EVENT_COLOURS.booking, 'Booked')}
      {item(EVENT_COLOURS.competition, 'Competition')}
      {item(EVENT_COLOURS.class, 'HPC class')}
      {item(EVENT_COLOURS.event, 'Event')}
      {item(EVENT_COLOURS.closed, 'Closed')}
      {item('', 'Unavailable (part of the court is taken)', true)}
    </Box>
  );
}

/** Day: one column per court, rows from 06:00 every 30 minutes. */
export function DayGrid({
  day,
  courts: listed,
  events,
}: {
  day: string;
  courts: readonly TBookingCourt[];
  events: readonly TCalendarEvent[];
}) {
  const courts = courtColumns(listed);
  const rows = calendarRowTimes();
  const columns = `56px repeat(${courts.length}, minmax(96px, 1fr))`;
  return (
    <>
      <Legend />
      <Box
        role="region"
        aria-label={`Courts on ${WEEKDAY_NAMES[weekdayOfIso(day)]} ${isoToDmy(day)}`}
        tabIndex={0}
        // position: relative keeps the screen-reader-only texts inside the scrolling box.
        sx={{
          position: 'relative',
          overflowX: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: columns,
            gridTemplateRows: `auto repeat(${CALENDAR_ROWS * 2}, ${SLOT_HEIGHT}px)`,
            minWidth: 56 + courts.length * 96,
          }}
        >
          <Box sx={{ gridRow: 1, gridColumn: 1, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="caption" sx={{ fontWeight: 700 }}>
              Time
            </Typography>
          </Box>
          {courts.map((c, i) => (
            <Box
              key={c.court_id}
              sx={{
                gridRow: 1,
                gridColumn: i + 2,
                p: 0.5,
                borderBottom: 1,
                borderLeft: 1,
                borderColor: 'divider',
                textAlign: 'center',
              }}
            >
              <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
                {c.court_name}
              </Typography>
            </Box>
          ))}
          {rows.map((time, r) => (
            <Box
              key={time}
              aria-hidden
              sx={{
                gridRow: `${r * 2 + 2} / span 2`,
                gridColumn: 1,
                px: 0.5,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Typography variant="caption" color="text.secondary">
                {time.endsWith(':00') ? time : ''}
              </Typography>
            </Box>
          ))}
          {courts.map((c, i) =>
            rows.map((time, r) => (
              <Box
                key={`${c.court_id}-${time}`}
                aria-hidden
                sx={{
                  gridRow: `${r * 2 + 2} / span 2`,
                  gridColumn: i + 2,
                  borderTop: 1,
                  borderLeft: 1,
                  borderColor: time.endsWith(':00') ? 'divider' : 'grey.100',
                }}
              />
            )),
          )}
          {courts.flatMap((c, i) =>
            eventsOfCourt(events, c.court_id, day).flatMap(({ event, span, own }) => {
              const slots = gridSlots(span);
              if (!slots) return [];
              return [
                <Box
                  key={`${c.court_id}-${event.court}-${event.start}`}
                  data-testid="calendar-event"
                  sx={{
                    gridRow: `${slots.first + 2} / ${slots.last + 2}`,
                    gridColumn: i + 2,
                    m: '1px 2px',
                    px: 0.5,
                    borderRadius: 0.5,
                    overflow: 'hidden',
                    zIndex: 1,
                    ...(own ? { bgcolor: EVENT_COLOURS[event.type], color: '#fff' } : HATCHED),
                  }}
                >
                  <Box component="span" sx={visuallyHidden}>
                    {c.court_name}, {spanText(span)}:{' '}
                  </Box>
                  <Typography
                    variant="caption"
                    component="span"
                    sx={{ fontWeight: 700, display: 'block', lineHeight: 1.2 }}
                  >
                    {own ? event.title : 'Unavailable'}
                    {!own && (
                      <Box
                        component="span"
                        sx={visuallyHidden}
                      >{` (${event.court_name} ${event.title.toLowerCase()})`}</Box>
                    )}
                  </Typography>
                  <Typography
                    variant="caption"
                    component="span"
                    aria-hidden
                    sx={{ display: 'block', lineHeight: 1.2 }}
                  >
                    {spanText(span)}
                  </Typography>
                </Box>,
              ];
            }),
          )}
        </Box>
      </Box>
    </>
  );
}

interface SlotItem {
  key: string;
  /** What shows, e.g. '10:00 to 11:30 Booked' or 'Court 1 10:00 Unavailable'. */
  text: string;
  /** Said to a screen reader after the text: which court's booking or game blocks this one. */
  reason?: string;
  type: TCalendarEvent['type'];
  own: boolean;
}

/** A taken slot as the week and month layouts list it; `withCourt` names the court first. */
function slotItem(slot: TakenSlot, withCourt: boolean, startOnly = false): SlotItem {
  const time = startOnly ? hhmmOfMinutes(slot.span.from) : spanText(slot.span);
  const what = slot.own ? slot.event.title : 'Unavailable';
  return {
    key: `${slot.court.court_id}-${slot.event.court}-${slot.event.start}`,
    text: [withCourt ? slot.court.court_name : '', time, what].filter(Boolean).join(' '),
    reason: slot.own ? undefined : ` (${slot.event.court_name} ${slot.event.title.toLowerCase()})`,
    type: slot.event.type,
    own: slot.own,
  };
}

function SlotList({ items, wrap = false }: { items: readonly SlotItem[]; wrap?: boolean }) {
  if (items.length === 0) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
      {items.map((it) => (
        <Box
          component="li"
          key={it.key}
          sx={{
            ...(it.own ? { bgcolor: EVENT_COLOURS[it.type], color: '#fff' } : HATCHED),
            borderRadius: 0.5,
            px: 0.5,
            fontSize: '0.75rem',
            ...(wrap ? {} : { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }),
          }}
        >
          {it.text}
          {it.reason && (
            <Box component="span" sx={visuallyHidden}>
              {it.reason}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** Tables from tablet width; on a phone the agenda below them instead. */
const fromTablet = { display: { xs: 'none', sm: 'block' } } as const;
const phoneOnly = { display: { xs: 'block', sm: 'none' } } as const;

/**
 * The phone's layout of a week or a month: one line per day, its taken slots under it
 * with their court, nothing cut short and nothing to scroll sideways. A day opens its
 * day layout.
 */
function Agenda({
  label,
  days,
  courts,
  events,
  onDay,
}: {
  label: string;
  days: readonly string[];
  courts: readonly TBookingCourt[];
  events: readonly TCalendarEvent[];
  onDay: (day: string) => void;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ ...phoneOnly, listStyle: 'none', p: 0, m: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {days.map((d) => {
        const taken = takenOnDay(events, courts, d);
        return (
          <Box component="li" key={d} sx={{ p: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
            <Link component="button" type="button" onClick={() => onDay(d)} sx={{ fontWeight: 700 }}>
              {`${WEEKDAY_NAMES[weekdayOfIso(d)]} ${isoToDmy(d)}`}
            </Link>
            {taken.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                No court taken
              </Typography>
            ) : (
              <SlotList items={taken.map((t) => slotItem(t, true))} wrap />
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/** Week: courts down the side, Monday to Sunday across, the taken times in each cell. */
export function WeekTable({
  from,
  to,
  courts,
  events,
  onDay,
}: {
  from: string;
  to: string;
  courts: readonly TBookingCourt[];
  events: readonly TCalendarEvent[];
  onDay: (day: string) => void;
}) {
  const days = daysBetween(from, to);
  const rows = courtColumns(courts);
  return (
    <>
      <Legend />
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label="Week table"
        sx={{ ...fromTablet, position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" aria-label={`Courts in the week ${isoToDmy(from)} to ${isoToDmy(to)}`}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>Court</TableCell>
              {days.map((d) => (
                <TableCell key={d} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {shortDay(d)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c.court_id}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {c.court_name}
                </TableCell>
                {days.map((d) => (
                  <TableCell key={d} sx={{ verticalAlign: 'top', minWidth: 96 }}>
                    {/* Wrapped, never cut: a day's cell is narrow and '17:00 to 18:00 Booked' must read whole. */}
                    <SlotList
                      items={eventsOfCourt(events, c.court_id, d).map((t) =>
                        slotItem({ court: c, ...t }, false),
                      )}
                      wrap
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Agenda
        label={`Taken courts in the week ${isoToDmy(from)} to ${isoToDmy(to)}`}
        days={days}
        courts={courts}
        events={events}
        onDay={onDay}
      />
    </>
  );
}

const MONTH_CELL_LIMIT = 3;

/** Month: Monday-to-Sunday weeks; each day lists its first taken slots and links to its day layout. */
export function MonthTable({
  from,
  to,
  courts,
  events,
  onDay,
}: {
  from: string;
  to: string;
  courts: readonly TBookingCourt[];
  events: readonly TCalendarEvent[];
  onDay: (day: string) => void;
}) {
  const weeks = monthWeeks(from, to);
  return (
    <>
      <Legend />
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label="Month table"
        sx={{ ...fromTablet, position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table
          size="small"
          aria-label={`Taken courts from ${isoToDmy(from)} to ${isoToDmy(to)}`}
          sx={{ tableLayout: 'fixed', minWidth: 640 }}
        >
          <TableHead>
            <TableRow>
              {['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => (
                <TableCell key={d} sx={{ fontWeight: 700 }}>
                  <abbr title={d} style={{ textDecoration: 'none' }}>
                    {d.slice(0, 3)}
                  </abbr>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {weeks.map((week) => (
              <TableRow key={week.find(Boolean) ?? ''}>
                {week.map((d, i) => {
                  if (!d) return <TableCell key={`empty-${i}`} />;
                  const taken = takenOnDay(events, courts, d).map((t) => slotItem(t, true, true));
                  return (
                    <TableCell key={d} sx={{ verticalAlign: 'top', height: 96 }}>
                      <Link
                        component="button"
                        type="button"
                        onClick={() => onDay(d)}
                        sx={{ fontWeight: 700 }}
                      >
                        {Number(d.slice(8))}
                        <Box component="span" sx={visuallyHidden}>
                          {` ${WEEKDAY_NAMES[weekdayOfIso(d)]} ${isoToDmy(d)}, ${taken.length} taken`}
                        </Box>
                      </Link>
                      <SlotList items={taken.slice(0, MONTH_CELL_LIMIT)} />
                      {taken.length > MONTH_CELL_LIMIT && (
                        <Typography variant="caption" color="text.secondary">
                          +{taken.length - MONTH_CELL_LIMIT} more
                        </Typography>
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Agenda
        label={`Taken courts from ${isoToDmy(from)} to ${isoToDmy(to)}`}
        days={daysBetween(from, to)}
        courts={courts}
        events={events}
        onDay={onDay}
      />
    </>
  );
}
