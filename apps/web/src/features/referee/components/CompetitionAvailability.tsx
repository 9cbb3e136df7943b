// Competition Availability: season and optional venue, MY AVAILABILITY, then
// the tabs Availability Timeslots and Unavailable Dates over the 4-week window, and SAVE.
import { REFEREE_MSG, type TRefereeAvailability } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FilterRow, FilterSelect } from '../../../components/filters/FilterSelect';
import { Loading } from '../../../components/Loading';
import { ApiError } from '../../../lib/api-client';
import { isoDatesBetween, weekdayAndDate } from '../../../lib/calendar-dates';
import { useAvailability } from '../api/get-availability';
import { useRefereeSeasons } from '../api/get-seasons';
import { useRefereeVenues } from '../api/get-venues';
import { useSaveAvailability } from '../api/save-availability';
import {
  draftFrom,
  saveRequest,
  slotKey,
  toggleDate,
  toggleSlot,
  type AvailabilityDraft,
  type Toggle,
} from '../availability-edit';

/** the saved overlay stays 1 s; the published-roster refusal 2 to 3 s. */
export const SAVED_OVERLAY_MS = 1000;
export const PUBLISHED_MESSAGE_MS = 2500;

const time12 = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
};

/** A value that clears itself `ms` after it was last set (setting it again restarts the clock). */
function useFlash<T>(ms: number): [T | null, (value: T) => void] {
  const [flash, setFlash] = useState<{ value: T; n: number } | null>(null);
  useEffect(() => {
    if (flash === null) return;
    const timer = setTimeout(() => setFlash(null), ms);
    return () => clearTimeout(timer);
  }, [flash, ms]);
  return [flash?.value ?? null, (value: T) => setFlash((f) => ({ value, n: (f?.n ?? 0) + 1 }))];
}

interface EditorProps {
  data: TRefereeAvailability;
  onRefused: (message: string) => void;
  onSaved: () => void;
}

/** Edits a copy of `data`; the parent remounts it whenever fresh data arrives (after SAVE too). */
function AvailabilityEditor({ data, onRefused, onSaved }: EditorProps) {
  const [draft, setDraft] = useState<AvailabilityDraft>(() => draftFrom(data));
  const [tab, setTab] = useState(0);
  const save = useSaveAvailability();

  const apply = (result: Toggle) => {
    if (result.ok) setDraft(result.draft);
    else onRefused(REFEREE_MSG.rosterPublished);
  };
  const onSave = () =>
    save.mutate(saveRequest(data, draft), {
      onSuccess: onSaved,
      onError: (err) =>
        onRefused(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.'),
    });

  const published = new Set(data.refRosteredPublished);
  const unavailable = new Set(draft.unavailable);
  const slots = new Set(draft.slots);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} aria-label="Availability" variant="fullWidth">
        <Tab label="Availability Timeslots" id="availability-tab-0" aria-controls="availability-panel-0" />
        <Tab label="Unavailable Dates" id="availability-tab-1" aria-controls="availability-panel-1" />
      </Tabs>

      <Box
        role="tabpanel"
        id="availability-panel-0"
        aria-labelledby="availability-tab-0"
        hidden={tab !== 0}
        sx={{ pt: 2 }}
      >
        {data.days.length === 0 && <Typography>No game times in this season yet.</Typography>}
        {data.days.map((d) => (
          <Box component="fieldset" key={d.day} sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
            <Typography component="legend" sx={{ fontWeight: 600 }}>
              {d.name}
            </Typography>
            <FormGroup row>
              {(data.refGameTimes[String(d.day)] ?? []).map((t) => (
                <FormControlLabel
                  key={t}
                  label={time12(t)}
                  control={
                    <Checkbox
                      checked={slots.has(slotKey(d.day, t))}
                      onChange={() => apply(toggleSlot(data, draft, d.day, t))}
                      slotProps={{ input: { 'aria-label': `${d.name} ${time12(t)}` } }}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
        ))}
      </Box>

      <Box
        role="tabpanel"
        id="availability-panel-1"
        aria-labelledby="availability-tab-1"
        hidden={tab !== 1}
        sx={{ pt: 2 }}
      >
        <Typography sx={{ mb: 1 }}>Tick the dates you cannot referee.</Typography>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {isoDatesBetween(data.window.from, data.window.to).map((iso) => (
            <FormControlLabel
              key={iso}
              label={`${weekdayAndDate(iso)}${published.has(iso) ? ' (roster published)' : ''}`}
              control={
                <Checkbox
                  checked={unavailable.has(iso)}
                  onChange={() => apply(toggleDate(data, draft, iso))}
                />
              }
            />
          ))}
        </FormGroup>
      </Box>

      <Box sx={{ mt: 2 }}>
        <Button variant="contained" onClick={onSave} disabled={save.isPending}>
          SAVE
        </Button>
      </Box>
    </Paper>
  );
}

export function CompetitionAvailability() {
  const seasons = useRefereeSeasons();
  const venues = useRefereeVenues();
  const [season, setSeason] = useState('');
  const [venue, setVenue] = useState('');
  // What MY AVAILABILITY asked for; the pickers can change without reloading the tabs.
  const [shown, setShown] = useState<{ season: string; venue: string } | null>(null);
  const availability = useAvailability(shown?.season ?? '', shown?.venue ?? '');
  const seasonValue = season || (seasons.data?.[0] ? String(seasons.data[0].season_id) : '');
  const [refusal, setRefusal] = useFlash<string>(PUBLISHED_MESSAGE_MS);
  const [saved, setSaved] = useFlash<boolean>(SAVED_OVERLAY_MS);

  const load = () => {
    const next = { season: seasonValue, venue };
    // Asking again for the same season and venue reloads what the server has.
    if (shown && shown.season === next.season && shown.venue === next.venue) void availability.refetch();
    else setShown(next);
  };

  return (
    <>
      <FilterRow columns={2}>
        <FilterSelect
          id="availability-season"
          label="Season"
          placeholder="Choose a season"
          value={seasonValue}
          options={(seasons.data ?? []).map((s) => ({ value: String(s.season_id), text: s.season_name }))}
          onChange={setSeason}
        />
        <FilterSelect
          id="availability-venue"
          label="Venue (optional)"
          placeholder="All venues"
          value={venue}
          options={(venues.data ?? []).map((v) => ({ value: String(v.venue_id), text: v.venue_name }))}
          onChange={setVenue}
        />
      </FilterRow>
      <Button variant="contained" sx={{ mb: 3 }} disabled={!seasonValue} onClick={load}>
        MY AVAILABILITY
      </Button>

      {availability.isLoading && <Loading text="Loading availability..." />}
      {availability.error && (
        <Alert severity="error" role="alert">
          {availability.error instanceof ApiError
            ? availability.error.message
            : 'Something went wrong. Please try again.'}
        </Alert>
      )}
      {availability.data && shown && (
        <AvailabilityEditor
          key={`${shown.season}|${shown.venue}|${availability.dataUpdatedAt}`}
          data={availability.data}
          onRefused={setRefusal}
          onSaved={() => setSaved(true)}
        />
      )}
      {refusal && (
        <Typography role="alert" color="error" sx={{ mt: 2, fontWeight: 600 }}>
          {refusal}
        </Typography>
      )}
      <Backdrop open={saved !== null} sx={{ zIndex: (t) => t.zIndex.modal + 1, color: '#fff' }}>
        <Typography role="status" variant="h6" component="p">
          {REFEREE_MSG.availabilityUpdated}
        </Typography>
      </Backdrop>
    </>
  );
}
