// /admin/court-hire: one venue's day as a resource calendar, courts as columns and every use of
// them (games, hires with their member and status, HPC classes, closures) as events saying what
// they are. The venue and day live in the address (?venue=&date=), so a reload or a link opens
// the same day. From here staff book a hire or a recurring block for a member, and open a hire to
// move or cancel it, and close a court of the venue for a time (the closures the draw engine reads
// too); what the API did is said above the calendar.
import type { TCourtUse, TStaffSelf } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-au';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CourtClosures } from '../../../domains/court-closures/CourtClosures';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { SaidAlert, type Said, type SaidLink } from '../../../components/SaidAlert';
import { SectionCard } from '../../../components/SectionCard';
import { addDaysIso, weekdayAndDate } from '../../../lib/calendar-dates';
import { useToday } from '../../../lib/settings';
import { useHireCalendar } from '../api/get-hire-calendar';
import { useVenue } from '../api/get-venue';
import { useVenues } from '../api/get-venues';
import { courtUseText } from '../hire-calendar';
import { timesText } from '../hire-form';
import { HireCalendar } from './HireCalendar';
import { HireDialog } from './HireDialog';
import { UseDialog } from './UseDialog';

type Open = { kind: 'book' } | { kind: 'block' } | { kind: 'use'; use: TCourtUse; courtName: string } | null;

const ISO = /^\d{4}-\d{2}-\d{2}$/;

export function CourtHireScreen({ self }: { self: TStaffSelf }) {
  const venues = useVenues();
  const today = useToday();
  const [params, setParams] = useSearchParams();
  if (venues.isPending || today === undefined) return <Loading text="Loading the venues..." />;
  if (venues.isError) return <LoadFailure title="Court hire" error={venues.error} />;
  if (venues.data.length === 0) return <Typography>There is no venue yet: add one under Venues.</Typography>;
  const typedVenue = Number(params.get('venue'));
  const venueId = venues.data.some((v) => v.id === typedVenue) ? typedVenue : venues.data[0]!.id;
  const typedDate = params.get('date') ?? '';
  const date = ISO.test(typedDate) ? typedDate : today;
  return (
    <VenueDay
      key={venueId}
      self={self}
      today={today}
      venues={venues.data.map((v) => ({ id: v.id, name: v.name }))}
      venueId={venueId}
      date={date}
      onGo={(next) => setParams({ venue: String(next.venueId ?? venueId), date: next.date ?? date })}
    />
  );
}

function VenueDay({
  self,
  today,
  venues,
  venueId,
  date,
  onGo,
}: {
  self: TStaffSelf;
  /** YYYY-MM-DD in the association's zone: closures are listed from it on. */
  today: string;
  venues: { id: number; name: string }[];
  venueId: number;
  date: string;
  onGo: (next: { venueId?: number; date?: string }) => void;
}) {
  const day = useHireCalendar(venueId, date);
  const venue = useVenue(venueId);
  const [open, setOpen] = useState<Open>(null);
  const [said, setSaid] = useState<Said>(null);
  const close = () => setOpen(null);
  const done = (text: string, links?: SaidLink[]) => {
    setOpen(null);
    setSaid({ severity: 'success', text, links });
  };
  const shown = day.data;
  return (
    <>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' }, mb: 1 }}
        component="form"
        aria-label="Venue and day"
        onSubmit={(e) => e.preventDefault()}
      >
        <FormControl sx={{ minWidth: 220 }} margin="normal">
          <InputLabel htmlFor="court-hire-venue" shrink>
            Venue
          </InputLabel>
          <NativeSelect
            value={String(venueId)}
            onChange={(e) => onGo({ venueId: Number(e.target.value) })}
            input={<OutlinedInput label="Venue" notched />}
            inputProps={{ id: 'court-hire-venue' }}
          >
            {venues.map((v) => (
              <option key={v.id} value={String(v.id)}>
                {v.name}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <DayPicker date={date} onDate={(next) => onGo({ date: next })} />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Button variant="outlined" onClick={() => onGo({ date: addDaysIso(date, -1) })}>
          Previous day
        </Button>
        <Button variant="outlined" onClick={() => onGo({ date: addDaysIso(date, 1) })}>
          Next day
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" disabled={!venue.data} onClick={() => setOpen({ kind: 'book' })}>
          Book a hire
        </Button>
        <Button variant="contained" disabled={!venue.data} onClick={() => setOpen({ kind: 'block' })}>
          Recurring block
        </Button>
      </Stack>

      <Typography component="h2" variant="h6" sx={{ mb: 1 }} aria-live="polite">
        {shown ? `${shown.venue.name}, ${weekdayAndDate(shown.date)}` : `${weekdayAndDate(date)}`}
        {day.isFetching && !day.isPending ? ' (updating...)' : ''}
      </Typography>
      {day.isPending ? (
        <Loading text="Loading the day..." />
      ) : day.isError ? (
        <SaidAlert said={{ severity: 'error', text: day.error.message }} onClose={() => void day.refetch()} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Each court and half is a column; each use says what it is: a game, a hire (the member and whether
            it is booked), an HPC class or a closure. A use on a full court shows on its halves too. Open a
            hire to move or cancel it.
          </Typography>
          <HireCalendar
            day={day.data}
            onOpen={(use) =>
              setOpen({
                kind: 'use',
                use,
                courtName: day.data.courts.find((c) => c.id === use.court_id)?.name ?? '',
              })
            }
          />
          {day.data.other_classes.length > 0 && (
            <Box sx={{ mt: 2 }}>
              <Typography component="h3" variant="subtitle1">
                Classes in rooms that are not courts
              </Typography>
              <ul>
                {day.data.other_classes.map((c, i) => (
                  <li key={`${c.id ?? i}`}>
                    {courtUseText(c)}, {timesText({ start_time: c.start, end_time: c.end })}
                  </li>
                ))}
              </ul>
            </Box>
          )}
        </>
      )}
      <SectionCard title={`Court closures at ${venue.data?.name ?? 'this venue'}`}>
        {venue.data ? (
          <CourtClosures
            from={today}
            venues={[{ id: venue.data.id, name: venue.data.name, courts: venue.data.court_list }]}
            what={`${venue.data.name} court closures`}
            onDone={(text) => {
              done(text);
              void day.refetch();
            }}
          />
        ) : (
          <Loading text="Loading the courts..." />
        )}
        <Typography variant="body2" sx={{ mt: 2 }}>
          The courts, their hours and rates are kept under{' '}
          <Link component={RouterLink} to={`/admin/venues/${venueId}`}>
            Venues
          </Link>
          .
        </Typography>
      </SectionCard>

      {venue.data && (open?.kind === 'book' || open?.kind === 'block') && (
        <HireDialog
          venue={venue.data}
          date={date}
          recurring={open.kind === 'block'}
          searchesContacts={self.roles.includes('admin')}
          onDone={done}
          onClose={close}
        />
      )}
      {open?.kind === 'use' && (
        <UseDialog
          use={open.use}
          courtName={open.courtName}
          venue={venue.data}
          onDone={done}
          onClose={close}
        />
      )}
    </>
  );
}

/** The day shown, typed as dd/mm/yyyy or picked; a whole date moves the calendar to it. */
function DayPicker({ date, onDate }: { date: string; onDate: (date: string) => void }) {
  // The picker's own value, so a half-typed date stays on screen until it is a whole one.
  const [value, setValue] = useState<Dayjs | null>(() => dayjs(date));
  useEffect(() => {
    setValue((now) => (now?.isValid() && now.format('YYYY-MM-DD') === date ? now : dayjs(date)));
  }, [date]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-au">
      <DatePicker
        label="Day"
        format="DD/MM/YYYY"
        value={value}
        onChange={(next) => {
          setValue(next);
          if (next?.isValid() && next.year() > 1999) onDate(next.format('YYYY-MM-DD'));
        }}
        slotProps={{ textField: { id: 'court-hire-day', margin: 'normal', helperText: 'dd/mm/yyyy' } }}
      />
    </LocalizationProvider>
  );
}
