// The Setup tab: the roster types a game needs and what each pays per game (added, changed, and
// removed while nobody holds one and no game was given it: the server refuses otherwise, and its
// words are shown), the seasons offered to referees (only active ones can be), and the game times
// each venue offers referees in a season (replaced venue by venue; with none set anywhere in the
// season, referees are offered its drawn games' start times). What the server did is said at the
// top.
import type {
  TOfficialsSeason,
  TOfficialsVenueTimes,
  TRosterType,
  TWeekdayTime,
} from '@courtside/contracts/admin';
import { formatDollars } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleConfirmDialog } from '../../../components/console/ConsoleConfirmDialog';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormTextField } from '../../../components/form/FormTextField';
import { Loading } from '../../../components/Loading';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { SectionCard } from '../../../components/SectionCard';
import { visuallyHidden } from '../../../components/visually-hidden';
import { ApiError } from '../../../lib/api-client';
import { failureOf } from '../../../components/console/failure';
import { consoleGrid } from '../../../components/console/grid';
import { schemaResolver } from '../../../lib/form';
import { timeOfText } from '../../../lib/time-of-day';
import {
  changeRosterType,
  createRosterType,
  deleteRosterType,
  saveOfficialsTimes,
  setRefereesOpen,
  useOfficialsChange,
  useOfficialsSetup,
  useOfficialsTimes,
} from '../api/officials';
import {
  defaultSeasonId,
  hasTime,
  rosterTypeChangeOf,
  rosterTypeCreateOf,
  rosterTypeFormOf,
  sameTimes,
  timesByWeekday,
  WEEKDAY_OPTIONS,
  weekdayTimeText,
  withoutTime,
  withTime,
  ZRosterTypeChangeForm,
  ZRosterTypeCreateForm,
  type RosterTypeForm,
} from '../officials-form';
import { changeAction, removeAction } from '../../../components/console/grid-row-actions';

type Tell = (said: Said) => void;

export function SetupPanel() {
  const setup = useOfficialsSetup();
  const [said, setSaid] = useState<Said>(null);

  if (setup.isPending) return <Loading text="Loading the officials' setup..." />;
  if (setup.isError)
    return (
      <Alert severity="error" role="alert">
        {setup.error.message}
      </Alert>
    );
  return (
    <>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <RosterTypes types={setup.data.roster_types} tell={setSaid} />
      <SeasonsOffered seasons={setup.data.seasons} tell={setSaid} />
      <TimesOffered seasons={setup.data.seasons} tell={setSaid} />
    </>
  );
}

// ---- Roster types --------------------------------------------------------------------------

type TypeOpen =
  { kind: 'add' } | { kind: 'change'; type: TRosterType } | { kind: 'remove'; type: TRosterType } | null;

const perGameText = (t: Pick<TRosterType, 'name' | 'per_game' | 'rate_cents'>) =>
  `${t.per_game} per game, ${formatDollars(t.rate_cents)} each`;

function RosterTypes({ types, tell }: { types: TRosterType[]; tell: Tell }) {
  const remove = useOfficialsChange(deleteRosterType);
  const [open, setOpen] = useState<TypeOpen>(null);
  const close = () => setOpen(null);
  const done = (text: string) => tell({ severity: 'success', text });

  const columns = useMemo<GridColDef<TRosterType>[]>(
    () => [
      { field: 'name', headerName: 'Name', width: 150 },
      { field: 'per_game', headerName: 'Per game', type: 'number', width: 100 },
      {
        field: 'rate_cents',
        headerName: 'Rate per game',
        type: 'number',
        width: 130,
        valueFormatter: (v: number) => formatDollars(v),
      },
      { field: 'officials', headerName: 'Officials holding it', type: 'number', width: 160 },
      { field: 'assignments', headerName: 'Games given', type: 'number', width: 120 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Change',
        width: 100,
        getActions: ({ row }) => [
          changeAction(`Change the roster type ${row.name}`, () => setOpen({ kind: 'change', type: row })),
          removeAction(`Remove the roster type ${row.name}`, () => setOpen({ kind: 'remove', type: row })),
        ],
      },
    ],
    [],
  );

  return (
    <SectionCard title="Roster types">
      <Typography sx={{ mt: 1 }}>
        What a game needs (a referee, a scorer ...), how many of each, and what each is paid per game.
      </Typography>
      <Button variant="contained" sx={{ my: 1 }} onClick={() => setOpen({ kind: 'add' })}>
        Add a roster type
      </Button>
      {types.length === 0 ? (
        <Typography>No roster types yet.</Typography>
      ) : (
        <DataGrid
          aria-label="Roster types"
          rows={types}
          columns={columns}
          {...consoleGrid('roster-types', types.length)}
        />
      )}
      {open?.kind === 'add' && <RosterTypeDialog onDone={done} onClose={close} />}
      {open?.kind === 'change' && <RosterTypeDialog type={open.type} onDone={done} onClose={close} />}
      {open?.kind === 'remove' && (
        <ConsoleConfirmDialog
          title={`Remove the roster type ${open.type.name}?`}
          confirmText="Remove"
          onConfirm={async () => {
            await remove.mutateAsync(open.type.id);
            done(`Roster type ${open.type.name} removed.`);
          }}
          onClose={close}
        >
          Only a type nobody holds and no game has been given can be removed. The audit log keeps it.
        </ConsoleConfirmDialog>
      )}
    </SectionCard>
  );
}

function RosterTypeDialog({
  type,
  onDone,
  onClose,
}: {
  /** The type to change; none: a new one. */
  type?: TRosterType;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const create = useOfficialsChange(createRosterType);
  const change = useOfficialsChange(changeRosterType);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<RosterTypeForm>({
    defaultValues: rosterTypeFormOf(type),
    resolver: schemaResolver(() => (type ? ZRosterTypeChangeForm : ZRosterTypeCreateForm)),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const saved = type
        ? await change.mutateAsync({ id: type.id, ...rosterTypeChangeOf(form) })
        : await create.mutateAsync(rosterTypeCreateOf(form));
      onDone(`Roster type ${saved.name} ${type ? 'saved' : 'added'}: ${perGameText(saved)}.`);
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, ['name', 'per_game', 'rate'], { rate_cents: 'rate' }));
    }
  });

  return (
    <ConsoleFormDialog
      title={type ? `Change the roster type ${type.name}` : 'Add a roster type'}
      failure={failure}
      submitText={type ? 'Save' : 'Add roster type'}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {!type && (
        <FormTextField
          name="name"
          control={control}
          label="Name"
          required
          autoFocus
          hint="Lower-case, such as scorer. It cannot change later: members are granted the type by its name."
          inputProps={{ maxLength: 40, autoComplete: 'off' }}
        />
      )}
      <FieldGrid>
        <FormTextField
          name="per_game"
          control={control}
          label="Per game"
          required
          autoFocus={Boolean(type)}
          hint="How many of this type a game needs, 1 to 10"
          inputProps={{ inputMode: 'numeric', maxLength: 2 }}
        />
        <FormTextField
          name="rate"
          control={control}
          label="Rate in dollars"
          required
          hint="Paid to each of them per game, such as 25.00"
          inputProps={{ inputMode: 'decimal', maxLength: 12 }}
        />
      </FieldGrid>
    </ConsoleFormDialog>
  );
}

// ---- Seasons offered to referees -----------------------------------------------------------

function SeasonsOffered({ seasons, tell }: { seasons: TOfficialsSeason[]; tell: Tell }) {
  const offer = useOfficialsChange(setRefereesOpen);
  const [busy, setBusy] = useState<number | null>(null);
  const toggle = async (season: TOfficialsSeason, open: boolean) => {
    setBusy(season.id);
    try {
      const saved = await offer.mutateAsync({ seasonId: season.id, open });
      tell({
        severity: 'success',
        text: saved.referees_open
          ? `${saved.name} is offered to referees.`
          : `${saved.name} is no longer offered to referees.`,
      });
    } catch (err) {
      tell({
        severity: 'error',
        text: err instanceof ApiError ? err.message : `Could not change ${season.name}. Please try again.`,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <SectionCard title="Seasons offered to referees">
      <Typography sx={{ mt: 1 }}>
        Referees give their availability, and see their rosters, for the seasons switched on. Only active
        seasons can be offered.
      </Typography>
      {seasons.length === 0 ? (
        <Typography>No seasons yet.</Typography>
      ) : (
        <Box component="ul" aria-label="Offered to referees" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {seasons.map((s) => (
            <Box
              component="li"
              key={s.id}
              sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
            >
              <FormControlLabel
                label={s.name}
                control={
                  <Switch
                    id={`referees-open-${s.id}`}
                    checked={s.referees_open}
                    disabled={!s.active || busy === s.id}
                    onChange={(e) => void toggle(s, e.target.checked)}
                    slotProps={{
                      input: { 'aria-describedby': s.active ? undefined : `referees-open-${s.id}-state` },
                    }}
                  />
                }
              />
              {!s.active && (
                <Typography id={`referees-open-${s.id}-state`} variant="body2" color="text.secondary">
                  not active
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

// ---- Game times offered --------------------------------------------------------------------

function TimesOffered({ seasons, tell }: { seasons: TOfficialsSeason[]; tell: Tell }) {
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
