// The game times each venue offers referees in a season, replaced venue by venue; with none set
// anywhere in the season, referees are offered its drawn games' start times.
import type { TOfficialsSeason, TOfficialsVenueTimes, TWeekdayTime } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Loading } from '../../../components/Loading';
import type { Said } from '../../../components/SaidAlert';
import { SectionCard } from '../../../components/SectionCard';
import { visuallyHidden } from '../../../components/visually-hidden';
import { ApiError } from '../../../lib/api-client';
import { timeOfText } from '../../../lib/time-of-day';
import { saveOfficialsTimes, useOfficialsChange, useOfficialsTimes } from '../api/officials';
import {
  defaultSeasonId,
  hasTime,
  sameTimes,
  timesByWeekday,
  WEEKDAY_OPTIONS,
  weekdayTimeText,
  withoutTime,
  withTime,
} from '../officials-form';

type Tell = (said: Said) => void;

export function TimesOffered({ seasons, tell }: { seasons: TOfficialsSeason[]; tell: Tell }) {
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const seasonId = chosen ?? defaultSeasonId(seasons);
  const times = useOfficialsTimes(seasonId);

  return (
    <SectionCard title="Game times offered">
      <Typography sx={{ mt: 1 }}>
        The times referees can say they are available for, per venue and weekday. When no venue has times set
        for the season, referees are offered the start times of its drawn games instead.
      </Typography>
      {seasonId === undefined ? (
        <Typography sx={{ mt: 1 }}>No seasons yet.</Typography>
      ) : (
        <>
          <TextField
            select
            id="officials-times-season"
            label="Season"
            value={String(seasonId)}
            onChange={(e) => setChosen(Number(e.target.value))}
            margin="normal"
            sx={{ minWidth: { xs: '100%', sm: '20rem' } }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {seasons.map((s) => (
              <option key={s.id} value={s.id}>
                {s.active ? s.name : `${s.name} (not active)`}
              </option>
            ))}
          </TextField>
          {times.isPending ? (
            <Loading text="Loading the game times..." />
          ) : times.isError ? (
            <Alert severity="error" role="alert">
              {times.error.message}
            </Alert>
          ) : (
            <>
              <Alert severity="info" sx={{ my: 1 }}>
                {times.data.offers === 'set'
                  ? 'This season offers referees the times set below (venues without times offer none).'
                  : 'No times are set for this season: referees are offered the start times of its drawn games.'}
              </Alert>
              {times.data.venues.length === 0 && <Typography>No venue has courts.</Typography>}
              {times.data.venues.map((v) => (
                <VenueTimes key={`${seasonId}-${v.venue_id}`} seasonId={seasonId} venue={v} tell={tell} />
              ))}
            </>
          )}
        </>
      )}
    </SectionCard>
  );
}

function VenueTimes({
  seasonId,
  venue,
  tell,
}: {
  seasonId: number;
  venue: TOfficialsVenueTimes;
  tell: Tell;
}) {
  const id = useId();
  const save = useOfficialsChange(saveOfficialsTimes);
  // What is being changed; null while it is what the server holds.
  const [draft, setDraft] = useState<TWeekdayTime[] | null>(null);
  const [day, setDay] = useState(String(venue.draw_times[0]?.day ?? 6));
  const [typed, setTyped] = useState('');
  const [timeError, setTimeError] = useState<string | null>(null);
  const timeInput = useRef<HTMLInputElement>(null);
  const shown = draft ?? venue.times;
  const changed = draft !== null && !sameTimes(draft, venue.times);
  const name = venue.venue_name;

  const add = (e: FormEvent) => {
    e.preventDefault();
    const time = timeOfText(typed);
    if (time === null) return setTimeError('Type the time as HH:mm (24-hour), such as 09:00.');
    const t = { day: Number(day), time };
    if (hasTime(shown, t)) return setTimeError(`${weekdayTimeText(t)} is in the list already.`);
    setTimeError(null);
    setTyped('');
    setDraft(withTime(shown, t));
  };
  // The chip goes; the keyboard lands on the new time's field rather than the page's start.
  const remove = (t: TWeekdayTime) => {
    setDraft(withoutTime(shown, t));
    timeInput.current?.focus();
  };
  const onSave = async () => {
    try {
      await save.mutateAsync({ seasonId, venueId: venue.venue_id, times: shown });
      setDraft(null);
      tell({
        severity: 'success',
        text:
          shown.length === 0
            ? `Game times at ${name} saved: none set.`
            : `Game times at ${name} saved: ${shown.map(weekdayTimeText).join(', ')}.`,
      });
    } catch (err) {
      tell({
        severity: 'error',
        text:
          err instanceof ApiError ? err.message : `Could not save the times at ${name}. Please try again.`,
      });
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2, mt: 2 }}
    >
      <Typography id={`${id}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      {shown.length === 0 ? (
        <Typography>No times set here.</Typography>
      ) : (
        timesByWeekday(shown).map((group) => (
          <Box
            key={group.day}
            role="group"
            aria-label={`${group.name} at ${name}`}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', my: 0.5 }}
          >
            <Typography component="span" sx={{ minWidth: '6.5rem' }}>
              {group.name}
            </Typography>
            {group.times.map((t) => (
              <Chip
                key={t.time}
                label={weekdayTimeText(t)}
                aria-label={`Remove ${weekdayTimeText(t)}`}
                onClick={() => remove(t)}
                onDelete={() => remove(t)}
              />
            ))}
          </Box>
        ))
      )}
      <Box
        component="form"
        noValidate
        onSubmit={add}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 1 }}
      >
        <TextField
          select
          id={`${id}-day`}
          label="Weekday"
          size="small"
          value={day}
          onChange={(e) => setDay(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: '9rem' }}
        >
          {WEEKDAY_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.text}
            </option>
          ))}
        </TextField>
        <TextField
          id={`${id}-time`}
          label="Time"
          size="small"
          inputRef={timeInput}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={timeError !== null}
          helperText={timeError ?? 'HH:mm, 24-hour'}
          slotProps={{ htmlInput: { maxLength: 5, autoComplete: 'off', inputMode: 'numeric' } }}
          sx={{ width: '9rem' }}
        />
        <Button type="submit" variant="outlined">
          Add time
          <Box component="span" sx={visuallyHidden}>
            {` at ${name}`}
          </Box>
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
        <Button
          variant="outlined"
          disabled={venue.draw_times.length === 0}
          onClick={() => setDraft(venue.draw_times)}
        >
          Use the draw&apos;s times
          <Box component="span" sx={visuallyHidden}>
            {` at ${name}`}
          </Box>
        </Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => void onSave()}>
          Save times
          <Box component="span" sx={visuallyHidden}>
            {` at ${name}`}
          </Box>
        </Button>
        {changed && (
          <Typography variant="body2" role="status">
            Not saved yet.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
