// The Allocation tab: a season, a date and a venue give the day's games, one row each, with a
// place per roster type (two referees, a scorer...). Each place is a picker of the officials
// holding the type, each shown with what keeps them from the game (not offered the time,
// unavailable that date, a clash); a given place shows its clashes under it. "Suggest officials"
// fills the empty places; any place can then be changed. Below, each official's day: times
// offered, unavailable, games given. Publishing the date emails the officials their games.
import type { TAllocation, TAllocationGame, TAllocationPerson } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { ConsoleConfirmDialog } from '../../../components/console/ConsoleConfirmDialog';
import { DateInput } from '../../../components/form/DateInput';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { SectionCard } from '../../../components/SectionCard';
import { TableScroll } from '../../../components/TableScroll';
import { ApiError } from '../../../lib/api-client';
import { todayIso } from '../../../lib/calendar-dates';
import { useSeasons } from '../../../components/console/seasons';
import {
  publishRosterDate,
  saveGameOfficials,
  suggestAllocation,
  useAllocation,
  useOfficialsChange,
  withdrawRosterDate,
} from '../api/officials';
import { fitNotes, gameName, membersOn, placeColumns, withPlace, type PlaceColumn } from '../places';

const refusal = (err: unknown) =>
  err instanceof ApiError ? err.message : 'Could not save. Please try again.';

export function AllocationPanel() {
  const seasons = useSeasons();
  const [chosenSeason, setChosenSeason] = useState<number | null>(null);
  const [date, setDate] = useState(() => todayIso(Intl.DateTimeFormat().resolvedOptions().timeZone));
  const [venueId, setVenueId] = useState<number | null>(null);
  const [said, setSaid] = useState<Said>(null);
  const [confirming, setConfirming] = useState<'publish' | 'withdraw' | null>(null);

  const playing = useMemo(
    () => (seasons.data ?? []).filter((s) => s.status === 'active' && !s.archived),
    [seasons.data],
  );
  const seasonId = chosenSeason ?? playing[0]?.id ?? null;
  const allocation = useAllocation(
    seasonId !== null && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { seasonId, date, venueId } : null,
  );
  const suggest = useOfficialsChange(suggestAllocation);
  const publish = useOfficialsChange(publishRosterDate);
  const withdraw = useOfficialsChange(withdrawRosterDate);

  if (seasons.isPending) return <Loading />;
  if (seasons.isError) return <LoadFailure title="Allocation" error={seasons.error} />;

  const data = allocation.data;
  const venue = data?.venues.find((v) => v.id === data.venue_id);

  const runSuggest = async () => {
    if (!data || data.venue_id === null || seasonId === null) return;
    try {
      const done = await suggest.mutateAsync({ seasonId, date, venue: data.venue_id });
      setSaid({
        severity: 'success',
        text: `${done.filled} place(s) filled.${done.left_empty ? ` ${done.left_empty} left empty: no official fits them.` : ''}`,
      });
    } catch (err) {
      setSaid({ severity: 'error', text: refusal(err) });
    }
  };
  /** Publishes or withdraws the date; a refusal is said in the dialog. */
  const runPublication = async () => {
    if (seasonId === null) return;
    if (confirming === 'publish') {
      const done = await publish.mutateAsync({ seasonId, date });
      setSaid({
        severity: 'success',
        text: `Roster published. ${done.emailed} official(s) emailed their games.${
          done.games_without_officials ? ` ${done.games_without_officials} game(s) have no official.` : ''
        }`,
      });
    } else {
      await withdraw.mutateAsync({ seasonId, date });
      setSaid({
        severity: 'success',
        text: 'Roster withdrawn: officials may change their availability for the date.',
      });
    }
  };

  return (
    <>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <SectionCard title="Day and venue">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <TextField
            select
            label="Season"
            id="allocation-season"
            value={seasonId ?? ''}
            onChange={(e) => {
              setChosenSeason(Number(e.target.value));
              setVenueId(null);
            }}
            sx={{ minWidth: 220 }}
          >
            {playing.length === 0 && (
              <MenuItem value="" disabled>
                No active season
              </MenuItem>
            )}
            {playing.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <DateInput
            id="allocation-date"
            label="Date"
            value={date}
            onChange={(next) => {
              setDate(next);
              setVenueId(null);
            }}
            hint=""
          />
          <TextField
            select
            label="Venue"
            id="allocation-venue"
            value={data?.venue_id ?? ''}
            onChange={(e) => setVenueId(Number(e.target.value))}
            disabled={!data || data.venues.length === 0}
            sx={{ minWidth: 220 }}
          >
            {(data?.venues ?? []).length === 0 && (
              <MenuItem value="" disabled>
                No games this day
              </MenuItem>
            )}
            {(data?.venues ?? []).map((v) => (
              <MenuItem key={v.id} value={v.id}>
                {v.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {data && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Chip
              label={data.published ? 'Roster published' : 'Roster not published'}
              color={data.published ? 'success' : 'default'}
              variant="outlined"
            />
            <Button
              variant="outlined"
              onClick={() => void runSuggest()}
              disabled={data.games.length === 0 || suggest.isPending}
            >
              Suggest officials
            </Button>
            <Button
              variant="contained"
              onClick={() => setConfirming(data.published ? 'withdraw' : 'publish')}
              disabled={data.venues.length === 0}
            >
              {data.published ? 'Withdraw roster' : 'Publish roster date'}
            </Button>
          </Stack>
        )}
        {data?.published && (
          <Alert severity="info" sx={{ mt: 2 }}>
            This date is published: officials cannot change their availability for it, and changes here are
            not emailed. Withdraw and publish again to email every official their games.
          </Alert>
        )}
      </SectionCard>

      {allocation.isError && (
        <Alert severity="error" role="alert">
          {refusal(allocation.error)}
        </Alert>
      )}
      {allocation.isPending && seasonId !== null && <Loading />}
      {data && (
        <>
          <SectionCard title={venue ? `Games at ${venue.name}` : 'Games'}>
            {data.games.length === 0 ? (
              <Typography sx={{ mt: 1 }}>No games of this season on this date.</Typography>
            ) : (
              <GamesTable data={data} onSaid={setSaid} />
            )}
          </SectionCard>
          <SectionCard title="Officials on the day">
            <OfficialsTable data={data} />
          </SectionCard>
        </>
      )}
      {confirming && (
        <ConsoleConfirmDialog
          title={confirming === 'publish' ? 'Publish the roster date?' : 'Withdraw the roster?'}
          confirmText={confirming === 'publish' ? 'Publish' : 'Withdraw'}
          onConfirm={runPublication}
          onClose={() => setConfirming(null)}
        >
          {confirming === 'publish'
            ? `Every official of the day's games is emailed their games, and officials can no longer change their availability for ${date}.`
            : 'Officials may change their availability for the date again. Nobody is emailed.'}
        </ConsoleConfirmDialog>
      )}
    </>
  );
}

function GamesTable({ data, onSaid }: { data: TAllocation; onSaid: (said: Said) => void }) {
  const columns = placeColumns(data.roster_types);
  return (
    <TableScroll label="Games and their officials">
      <Table size="small" sx={{ mt: 1, minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>Time</TableCell>
            <TableCell>Court</TableCell>
            <TableCell>Game</TableCell>
            {columns.map((c) => (
              <TableCell key={`${c.type}-${c.index}`} sx={{ minWidth: 200 }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.games.map((game) => (
            <TableRow key={game.id}>
              <TableCell>{game.time}</TableCell>
              <TableCell>{game.court ?? ''}</TableCell>
              <TableCell>{gameName(game)}</TableCell>
              {columns.map((c) => (
                <TableCell key={`${c.type}-${c.index}`} sx={{ verticalAlign: 'top' }}>
                  <PlaceCell game={game} column={c} officials={data.officials} onSaid={onSaid} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

function PlaceCell({
  game,
  column,
  officials,
  onSaid,
}: {
  game: TAllocationGame;
  column: PlaceColumn;
  officials: TAllocationPerson[];
  onSaid: (said: Said) => void;
}) {
  const save = useOfficialsChange(saveGameOfficials);
  const holders = useMemo(
    () => officials.filter((o) => o.roster_types.includes(column.type)),
    [officials, column.type],
  );
  const current = membersOn(game, column.type);
  const heldBy = current[column.index];
  const value = officials.find((o) => o.member_id === heldBy) ?? null;
  const notes = value ? fitNotes(value, game) : [];
  const label = `${column.label}, ${game.time} ${gameName(game)}`;

  const change = async (person: TAllocationPerson | null) => {
    try {
      const done = await save.mutateAsync({
        gameId: game.id,
        roster_type: column.type,
        member_ids: withPlace(current, column.index, person?.member_id ?? null),
      });
      const clash = person ? done.clashes.find((c) => c.member_id === person.member_id) : undefined;
      onSaid({
        severity: 'success',
        text: person
          ? `${person.name} is ${column.label.toLowerCase()} of ${game.time} ${gameName(game)}.${
              clash ? ` Clash: ${clash.clashes.join('; ')}.` : ''
            }`
          : `The place of ${column.label.toLowerCase()} at ${game.time} is empty.`,
      });
    } catch (err) {
      onSaid({ severity: 'error', text: refusal(err) });
    }
  };

  return (
    <Box>
      <Autocomplete
        size="small"
        options={holders}
        value={value}
        disabled={save.isPending}
        onChange={(_e, next) => void change(next)}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.member_id === b.member_id}
        renderOption={(props, o) => {
          const { key, ...rest } = props as typeof props & { key: string };
          const why = fitNotes(o, game);
          return (
            <li key={key} {...rest}>
              <Box>
                <Typography variant="body2">{o.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {why.length ? why.join('; ') : `Free · ${o.games_in_season} game(s) this season`}
                </Typography>
              </Box>
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} label={column.label} />}
      />
      {notes.length > 0 && (
        <Alert
          severity="warning"
          role="note"
          sx={{ mt: 0.5, py: 0, px: 1 }}
          aria-label={`Clash for ${label}`}
        >
          {notes.join('; ')}
        </Alert>
      )}
    </Box>
  );
}

function OfficialsTable({ data }: { data: TAllocation }) {
  if (data.officials.length === 0)
    return (
      <Typography sx={{ mt: 1 }}>
        No member holds a roster type yet: grant them in the Officials tab.
      </Typography>
    );
  return (
    <TableScroll label="Officials on the day">
      <Table size="small" sx={{ mt: 1, minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>Official</TableCell>
            <TableCell>Roster types</TableCell>
            <TableCell>Times offered</TableCell>
            <TableCell>Games that day</TableCell>
            <TableCell>Season games</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.officials.map((o) => (
            <TableRow key={o.member_id}>
              <TableCell>{o.name}</TableCell>
              <TableCell>{o.roster_types.join(', ')}</TableCell>
              <TableCell>
                {o.unavailable ? 'Unavailable on this date' : o.available_times.join(', ') || 'None offered'}
              </TableCell>
              <TableCell>
                {o.games_that_day.map((g) => `${g.time} ${g.venue}`).join(', ') || 'None'}
              </TableCell>
              <TableCell>{o.games_in_season}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
