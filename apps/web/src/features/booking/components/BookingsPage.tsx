// Bookings screen: the venue's courts by day, week or month, with a venue
// picker, a date picker with Today, New Booking and My History for members, Book
// (to sign in) for visitors, and a hint to turn a phone to landscape.
import {
  CALENDAR_VIEW_TYPES,
  isoToDmy,
  PAY_MSG,
  WEEKDAY_NAMES,
  type TCalendarViewType,
  type TPaymentOutcome,
} from '@courtside/contracts';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ScreenRotation from '@mui/icons-material/ScreenRotation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DateInput } from '../../../components/form/DateInput';
import { Loading } from '../../../components/Loading';
import { ProfileIncompleteRedirect } from '../../../components/ProfileIncompleteRedirect';
import { ResultOverlay, usePaidThenNavigate } from '../../../domains/payment/ResultOverlay';
import { useProfile } from '../../../lib/auth';
import { todayIso, weekdayOfIso } from '../../../lib/calendar-dates';
import { useSettings } from '../../../lib/settings';
import { useCalendar } from '../api/get-calendar';
import { useBookingCourts } from '../api/get-courts';
import { useBookingVenues } from '../api/get-venues';
import { stepDate } from '../booking-times';
import { DayGrid, MonthTable, WeekTable } from './CalendarViews';

// The stepper (and its payment forms) loads only when a member opens it.
const BookingStepper = lazy(() => import('./BookingStepper'));

const VIEW_LABELS: Record<TCalendarViewType, string> = { month: 'Month', week: 'Week', day: 'Day' };
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const BOOKINGS_PATH = '/member/booking';
export const HISTORY_PATH = '/member/mybooking';

function periodTitle(view: TCalendarViewType, date: string, from?: string, to?: string): string {
  if (view === 'day') return `${WEEKDAY_NAMES[weekdayOfIso(date)]} ${isoToDmy(date)}`;
  if (view === 'week') return from && to ? `Week of ${isoToDmy(from)} to ${isoToDmy(to)}` : 'Week';
  return `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** Shown on phones held upright: the court columns need the width. */
function RotateHint() {
  return (
    <Alert
      severity="info"
      role="note"
      icon={<ScreenRotation />}
      sx={{
        mb: 2,
        display: 'none',
        '@media (orientation: portrait) and (max-width: 599.95px)': { display: 'flex' },
      }}
    >
      Turn your phone sideways (landscape) to see more courts at once.
    </Alert>
  );
}

export function BookingsPage({ signedIn }: { signedIn: boolean }) {
  const queryClient = useQueryClient();
  const timeZone = useSettings().data?.time_zone ?? 'Australia/Sydney';
  const today = todayIso(timeZone);
  const [search, setSearch] = useSearchParams();
  const venues = useBookingVenues();
  const [date, setDate] = useState(today);
  const [view, setView] = useState<TCalendarViewType>('day');
  const [stepperOpen, setStepperOpen] = useState(false);
  // Paying for a hire needs a complete profile: New Booking says so, then goes to the dashboard.
  const profile = useProfile().data;
  const [profileRefused, setProfileRefused] = useState(false);
  const newBooking = () =>
    profile && !profile.profile_complete ? setProfileRefused(true) : setStepperOpen(true);
  const { message, paid } = usePaidThenNavigate();

  const asked = Number(search.get('venue'));
  const venueId = venues.data?.some((v) => v.venue_id === asked) ? asked : (venues.data?.[0]?.venue_id ?? 0);
  const courts = useBookingCourts(venueId);
  const calendar = useCalendar(venueId, view, date);
  const PeriodTable = view === 'week' ? WeekTable : MonthTable;

  if (venues.isPending) return <Loading text="Loading Data..." />;
  if (venues.isError) return <Alert severity="error">{venues.error.message}</Alert>;
  if (venues.data.length === 0)
    return <Alert severity="info">There are no courts for hire at the moment.</Alert>;

  const bookingPath = `${BOOKINGS_PATH}?venue=${venueId}`;
  const openDay = (day: string) => {
    setDate(day);
    setView('day');
  };
  const onPaid = (outcome: TPaymentOutcome) => {
    setStepperOpen(false);
    void queryClient.invalidateQueries({ queryKey: ['booking'] });
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    paid(PAY_MSG.paymentSuccess, `/member/orders/order/${outcome.o_id}`);
  };

  return (
    <>
      <ResultOverlay message={message} />
      {profileRefused && <ProfileIncompleteRedirect />}
      <RotateHint />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <FormControl sx={{ minWidth: 240 }} size="small">
          <InputLabel htmlFor="booking-venue" shrink>
            Venue
          </InputLabel>
          <NativeSelect
            id="booking-venue"
            value={venueId}
            onChange={(e) => setSearch({ venue: e.target.value }, { replace: true })}
            input={<OutlinedInput label="Venue" notched />}
          >
            {venues.data.map((v) => (
              <option key={v.venue_id} value={v.venue_id}>
                {v.venue_name}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <Box sx={{ flex: 1 }} />
        {signedIn ? (
          <>
            <Button variant="contained" onClick={newBooking}>
              New Booking
            </Button>
            <Button variant="outlined" component={RouterLink} to={HISTORY_PATH}>
              My History
            </Button>
          </>
        ) : (
          <Button
            variant="contained"
            component={RouterLink}
            to={`/login?redirect=${encodeURIComponent(bookingPath)}`}
          >
            Book
          </Button>
        )}
      </Stack>

      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: { md: 'center' }, mb: 1 }}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <IconButton aria-label={`Previous ${view}`} onClick={() => setDate((d) => stepDate(d, view, -1))}>
            <ChevronLeft />
          </IconButton>
          <DateInput id="booking-date" label="Date" value={date} onChange={setDate} size="small" hint="" />
          <IconButton aria-label={`Next ${view}`} onClick={() => setDate((d) => stepDate(d, view, 1))}>
            <ChevronRight />
          </IconButton>
          <Button variant="outlined" onClick={() => setDate(today)} disabled={date === today}>
            Today
          </Button>
        </Stack>
        <Box sx={{ flex: 1 }} />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_e, next: TCalendarViewType | null) => next && setView(next)}
          aria-label="Calendar layout"
        >
          {[...CALENDAR_VIEW_TYPES].map((v) => (
            <ToggleButton key={v} value={v}>
              {VIEW_LABELS[v]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>

      <Typography variant="h6" component="h2" sx={{ my: 1 }}>
        {periodTitle(view, date, calendar.data?.from, calendar.data?.to)}
      </Typography>
      {calendar.isError || courts.isError ? (
        <Alert severity="error">{(calendar.error ?? courts.error)?.message}</Alert>
      ) : !calendar.data || !courts.data ? (
        <Loading text="Loading Data..." />
      ) : (
        // Each layout is drawn for the period its answer covers; a kept answer is dimmed until the next arrives.
        <Box
          aria-busy={calendar.isPlaceholderData}
          sx={{ opacity: calendar.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {view === 'day' ? (
            <DayGrid day={calendar.data.from} courts={courts.data} events={calendar.data.data} />
          ) : (
            <PeriodTable
              from={calendar.data.from}
              to={calendar.data.to}
              courts={courts.data}
              events={calendar.data.data}
              onDay={openDay}
            />
          )}
        </Box>
      )}

      {signedIn && stepperOpen && (
        <Suspense fallback={<Loading />}>
          <BookingStepper
            open
            onClose={() => setStepperOpen(false)}
            venueId={venueId}
            day={date >= today ? date : today}
            today={today}
            onPaid={onPaid}
          />
        </Suspense>
      )}
    </>
  );
}
