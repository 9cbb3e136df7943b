// Classes screen: four weeks of classes, 7 days a page on desktop
// with Prev/Next and 2 on phones (swipe sideways at least 50 px), 05:00-23:00 at
// 50 px an hour, overlapping classes side by side, a legend, and a dialog per class.
import { HPC_CALENDAR, toIsoDate, todayIn, type THpcClass } from '@courtside/contracts';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useRef, useState } from 'react';
import { Loading } from '../../../components/Loading';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useProfile } from '../../../lib/auth';
import { useSettings } from '../../../lib/settings';
import { useClassWeeks } from '../api/get-classes';
import {
  CALENDAR_HEIGHT_PX,
  calendarPage,
  classEnd,
  dayLabel,
  hourLabels,
  layoutDay,
  pageCount,
  samePlace,
  swipeDirection,
  weekOfDay,
} from '../calendar';
import { classLook, type ClassLook } from '../class-actions';
import { ClassDialog } from './ClassDialog';

const HOUR_PX = HPC_CALENDAR.slotHeightPx;
const TIME_COLUMN_PX = 52;

/** Solid fills with white text for the member's own classes (AA contrast); available classes use their activity colour. */
function useLookColours() {
  const theme = useTheme();
  return {
    booked: theme.palette.success.main,
    waitlist: theme.palette.warning.main,
    full: theme.palette.grey[700],
  };
}

const NOT_IN_PLAN_COLOUR = '#757575';

const lookText: Record<ClassLook, string> = {
  available: 'Available',
  full: 'Full',
  booked: 'Booked',
  waitlist: 'Waitlist',
  not_in_plan: 'Not in your plan',
};

function Swatch({ colour, solid }: { colour: string; solid?: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        display: 'inline-block',
        width: 16,
        height: 16,
        borderRadius: 0.5,
        mr: 0.75,
        verticalAlign: 'text-bottom',
        bgcolor: solid ? colour : alpha(colour, 0.18),
        borderLeft: `4px solid ${colour}`,
      }}
    />
  );
}

/** Available (one colour per activity), Booked, Waitlist, Full and, when some are, Not in your plan. */
function Legend({ classes }: { classes: readonly THpcClass[] }) {
  const colours = useLookColours();
  const activities = useMemo(() => {
    const seen = new Map<string, string>();
    for (const c of classes) if (!seen.has(c.class_activity)) seen.set(c.class_activity, c.class_colour);
    return [...seen.entries()];
  }, [classes]);
  return (
    <Box component="section" aria-labelledby="hpc-legend-title" sx={{ my: 2 }}>
      <Typography id="hpc-legend-title" variant="subtitle2" component="h2">
        Legend
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5 }}
      >
        {activities.map(([activity, colour]) => (
          <Typography component="li" variant="body2" key={activity}>
            <Swatch colour={colour} />
            Available: {activity}
          </Typography>
        ))}
        {activities.length === 0 && (
          <Typography component="li" variant="body2">
            <Swatch colour="#1976d2" />
            Available
          </Typography>
        )}
        <Typography component="li" variant="body2">
          <Swatch colour={colours.booked} solid />
          Booked
        </Typography>
        <Typography component="li" variant="body2">
          <Swatch colour={colours.waitlist} solid />
          Waitlist
        </Typography>
        <Typography component="li" variant="body2">
          <Swatch colour={colours.full} solid />
          Full
        </Typography>
        {classes.some((c) => c.class_in_plan === false) && (
          <Typography component="li" variant="body2">
            <Swatch colour={NOT_IN_PLAN_COLOUR} />
            Not in your plan
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function ClassBlock({
  cls,
  placed,
  onOpen,
}: {
  cls: THpcClass;
  placed: { topPx: number; heightPx: number; column: number; columns: number };
  onOpen: () => void;
}) {
  const colours = useLookColours();
  const look = classLook(cls);
  // A class outside the member's plans keeps a pale look with its reason written on it.
  const solid = look === 'available' || look === 'not_in_plan' ? null : colours[look];
  const tint = look === 'not_in_plan' ? NOT_IN_PLAN_COLOUR : cls.class_colour;
  const width = 100 / placed.columns;
  const time = `${cls.class_starts_formatted} - ${classEnd(cls.class_starts_formatted, cls.duration)}`;
  return (
    <Box
      component="li"
      sx={{
        position: 'absolute',
        top: placed.topPx,
        height: placed.heightPx,
        left: `calc(${placed.column * width}% + 2px)`,
        width: `calc(${width}% - 4px)`,
      }}
    >
      <ButtonBase
        onClick={onOpen}
        aria-label={`${cls.class_name}, ${time}, ${lookText[look]}${cls.class_capacity < 1 && look !== 'full' ? ', full' : ''}`}
        sx={{
          width: '100%',
          height: '100%',
          display: 'block',
          textAlign: 'left',
          overflow: 'hidden',
          borderRadius: 1,
          px: 0.75,
          py: 0.25,
          fontSize: '0.75rem',
          lineHeight: 1.3,
          bgcolor: solid ?? alpha(tint, 0.16),
          color: solid ? '#fff' : 'text.primary',
          borderLeft: `4px ${look === 'not_in_plan' ? 'dashed' : 'solid'} ${solid ?? tint}`,
          boxShadow: 1,
          '&:hover': { filter: 'brightness(0.95)' },
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {cls.class_name}
        </Box>
        <Box component="span" sx={{ display: 'block' }}>
          {time}
        </Box>
        {look !== 'available' && (
          <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
            {lookText[look]}
          </Box>
        )}
      </ButtonBase>
    </Box>
  );
}

function DayColumn({
  day,
  classes,
  onOpen,
}: {
  day: string;
  classes: THpcClass[];
  onOpen: (c: THpcClass) => void;
}) {
  const label = dayLabel(day);
  const placed = useMemo(
    () => layoutDay(classes.map((c) => ({ ...c, start: c.class_starts_formatted, duration: c.duration }))),
    [classes],
  );
  const headingId = `hpc-day-${day}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ flex: 1, minWidth: 88, borderLeft: 1, borderColor: 'divider' }}
    >
      <Typography
        id={headingId}
        component="h2"
        variant="subtitle2"
        sx={{
          position: 'relative',
          textAlign: 'center',
          py: 1,
          height: 40,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <span aria-hidden="true">{label.short}</span>
        <Box component="span" sx={visuallyHidden}>
          {label.long}
        </Box>
      </Typography>
      <Box
        component="ul"
        aria-label={classes.length ? `Classes on ${label.long}` : `No classes on ${label.long}`}
        sx={{
          position: 'relative',
          listStyle: 'none',
          m: 0,
          p: 0,
          height: CALENDAR_HEIGHT_PX,
          backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, rgba(0,0,0,0.12) ${HOUR_PX - 1}px, rgba(0,0,0,0.12) ${HOUR_PX}px)`,
        }}
      >
        {placed.map((p) => (
          <ClassBlock key={p.item.class_id} cls={p.item} placed={p} onOpen={() => onOpen(p.item)} />
        ))}
      </Box>
    </Box>
  );
}

export function ClassCalendar() {
  const { data: settings } = useSettings();
  const { data: profile } = useProfile();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const perPage = phone ? HPC_CALENDAR.mobileDays : HPC_CALENDAR.desktopDays;
  // The page is kept in desktop days, so turning a tablet keeps the same dates in view.
  const [firstDay, setFirstDay] = useState(0);
  const page = samePlace(firstDay, 1, perPage);
  const pages = pageCount(perPage);
  const [selected, setSelected] = useState<{ id: number; week: number } | null>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);

  const today = settings ? toIsoDate(todayIn(settings.time_zone)) : null;
  const view = today ? calendarPage(today, page, perPage) : { days: [], weeks: [] };
  const weeks = useClassWeeks(view.weeks);
  const loading = !settings || !profile || weeks.some((w) => w.isPending);
  const failed = weeks.find((w) => w.isError)?.error;

  const byDay = useMemo(() => {
    const map = new Map<string, THpcClass[]>();
    for (const w of weeks)
      for (const c of w.data ?? [])
        map.set(c.class_date_formatted, [...(map.get(c.class_date_formatted) ?? []), c]);
    return map;
  }, [weeks]);
  const shown = view.days.flatMap((d) => byDay.get(d) ?? []);
  const open = (c: THpcClass) =>
    today && setSelected({ id: c.class_id, week: weekOfDay(today, c.class_date_formatted) });
  const selectedClass = selected
    ? ((weeks[view.weeks.indexOf(selected.week)]?.data ?? []).find((c) => c.class_id === selected.id) ?? null)
    : null;

  const go = (delta: number) => {
    const next = Math.min(Math.max(0, page + delta), pages - 1);
    setFirstDay(next * perPage);
  };
  const first = view.days[0];
  const last = view.days[view.days.length - 1];

  return (
    <>
      <Legend classes={shown} />
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Button startIcon={<ChevronLeft />} onClick={() => go(-1)} disabled={page === 0}>
          Prev
        </Button>
        <Typography aria-live="polite" sx={{ fontWeight: 600, textAlign: 'center' }}>
          {first && last ? `${dayLabel(first).short} - ${dayLabel(last).short}` : ''}
        </Typography>
        <Button endIcon={<ChevronRight />} onClick={() => go(1)} disabled={page >= pages - 1}>
          Next
        </Button>
      </Stack>
      {failed && <Alert severity="error">{failed.message}</Alert>}
      {loading ? (
        <Loading text="Loading Data..." />
      ) : (
        <Box
          sx={{
            display: 'flex',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflowX: 'auto',
            touchAction: 'pan-y',
          }}
          onTouchStart={(e) => {
            const t = e.touches[0];
            touch.current = t ? { x: t.clientX, y: t.clientY } : null;
          }}
          onTouchEnd={(e) => {
            const t = e.changedTouches[0];
            const start = touch.current;
            touch.current = null;
            if (!t || !start) return;
            const direction = swipeDirection(t.clientX - start.x, t.clientY - start.y);
            if (direction !== 0) go(direction);
          }}
        >
          <Box aria-hidden="true" sx={{ width: TIME_COLUMN_PX, flex: 'none' }}>
            <Box sx={{ height: 40, borderBottom: 1, borderColor: 'divider' }} />
            {hourLabels().map((h) => (
              <Typography
                key={h}
                variant="caption"
                component="div"
                sx={{
                  height: HOUR_PX,
                  pr: 0.5,
                  textAlign: 'right',
                  color: 'text.secondary',
                  lineHeight: 1,
                  pt: 0.25,
                }}
              >
                {h}
              </Typography>
            ))}
          </Box>
          {view.days.map((day) => (
            <DayColumn key={day} day={day} classes={byDay.get(day) ?? []} onOpen={open} />
          ))}
        </Box>
      )}
      <ClassDialog
        cls={selectedClass}
        week={selected?.week ?? 0}
        activeHpcSub={profile?.active_hpc_sub ?? 0}
        onClose={() => setSelected(null)}
      />
    </>
  );
}
