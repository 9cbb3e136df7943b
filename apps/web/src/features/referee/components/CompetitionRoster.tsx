// Competition Roster (spec 3): season, a date range of one or two dates (a reversed
// range is swapped), an optional roster type limited to the member's access_ref, and
// MY ROSTER / FULL ROSTER. Each game can go into a calendar (45 minutes).
import { MSG, type TRefereeGame, type TRosterKind } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { TableScroll } from '../../../components/TableScroll';
import { FilterRow, FilterSelect, filterInputSx, filterLabelSx } from '../../../components/filters/FilterSelect';
import { ApiError } from '../../../lib/api-client';
import { addDaysIso, dateRange, todayIso } from '../../../lib/calendar-dates';
import { googleCalendarUrl, joinAddress, mapsSearchUrl } from '../../../lib/calendar-links';
import { useRefereeRoster } from '../api/get-roster';
import { useRefereeSeasons } from '../api/get-seasons';

const PAGE_SIZE = 10;

function DateInput({ id, label, value, onChange, error }: { id: string; label: string; value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={filterLabelSx}>
        {label}
      </Box>
      <Box
        component="input"
        id={id}
        type="date"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        sx={filterInputSx}
      />
      {error && (
        <Typography id={`${id}-error`} color="error" variant="body2" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

function GameRow({ game, clientName }: { game: TRefereeGame; clientName: string }) {
  const venue = [game.venue_name, game.venue_address, game.venue_suburb, game.venue_postcode, game.venue_state];
  const match = `${game.team_a ?? 'TBC'} vs ${game.team_b ?? 'TBC'}`;
  const score = game.team_a_points !== null && game.team_b_points !== null ? `${game.team_a_points} - ${game.team_b_points}` : '';
  return (
    <TableRow>
      <TableCell>{game.gs_date_formatted}</TableCell>
      <TableCell>{game.gs_time_formatted}</TableCell>
      <TableCell>{game.division_name}</TableCell>
      <TableCell align="right">{game.game_rank}</TableCell>
      <TableCell component="th" scope="row">
        {match}
        {score && <Box sx={{ color: 'text.secondary' }}>{score}</Box>}
      </TableCell>
      <TableCell>{game.court_name}</TableCell>
      <TableCell>
        {game.venue_name && (
          <Link href={mapsSearchUrl(venue)} target="_blank" rel="noopener noreferrer">
            {game.venue_name}
          </Link>
        )}
      </TableCell>
      <TableCell>{game.member_type_name ?? ''}</TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Link
            href={googleCalendarUrl({
              title: `${clientName} - Games`,
              start: game.gs_starts_at,
              end: game.gs_ends_at,
              location: joinAddress([game.court_name, ...venue]),
              details: [match, game.division_name, game.member_type_name].filter(Boolean).join('\n'),
            })}
            target="_blank"
            rel="noopener noreferrer"
          >
            Add to Google Calendar
          </Link>
          <Link href={`/api/referee/game/${game.gs_game}/ics`} download={`game-${game.gs_game}.ics`}>
            Add to Apple Calendar
          </Link>
        </Box>
      </TableCell>
    </TableRow>
  );
}

export function CompetitionRoster({ accessRef, timeZone, clientName }: { accessRef: readonly string[]; timeZone: string; clientName: string }) {
  const seasons = useRefereeSeasons();
  const roster = useRefereeRoster();
  const [season, setSeason] = useState('');
  const [from, setFrom] = useState(() => todayIso(timeZone));
  const [to, setTo] = useState(() => addDaysIso(todayIso(timeZone), 6));
  const [type, setType] = useState('');
  const [errors, setErrors] = useState<{ season?: string; from?: string }>({});
  const [page, setPage] = useState(0);

  // Keep the season picker on the first season once the list arrives.
  const seasonValue = season || (seasons.data?.[0] ? String(seasons.data[0].season_id) : '');

  const show = (kind: TRosterKind) => {
    const problems = { season: seasonValue ? undefined : MSG.required, from: from ? undefined : MSG.required };
    setErrors(problems);
    if (problems.season || problems.from) return;
    const dates = dateRange(from, to);
    // Show the range as it is used: a reversed one is swapped.
    if (dates.length === 2 && dates[0] !== from) {
      setFrom(dates[0]);
      setTo(dates[1]);
    }
    setPage(0);
    roster.mutate({ season: Number(seasonValue), roster: kind, type: type || null, dates });
  };

  const games = roster.data?.data ?? [];
  return (
    <>
      <FilterRow>
        <Box>
          <FilterSelect
            id="referee-season"
            label="Season"
            placeholder="Choose a season"
            value={seasonValue}
            options={(seasons.data ?? []).map((s) => ({ value: String(s.season_id), text: s.season_name }))}
            onChange={setSeason}
          />
          {errors.season && (
            <Typography color="error" variant="body2" sx={{ mt: 0.5 }}>
              {errors.season}
            </Typography>
          )}
        </Box>
        <DateInput id="referee-from" label="From" value={from} onChange={setFrom} error={errors.from} />
        <DateInput id="referee-to" label="To (optional)" value={to} onChange={setTo} />
        <FilterSelect
          id="referee-type"
          label="Roster type"
          placeholder="All types"
          value={type}
          options={accessRef.map((t) => ({ value: t, text: t.charAt(0).toUpperCase() + t.slice(1) }))}
          onChange={setType}
        />
      </FilterRow>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Button variant="contained" onClick={() => show('my')} disabled={roster.isPending}>
          MY ROSTER
        </Button>
        <Button variant="outlined" onClick={() => show('full')} disabled={roster.isPending}>
          FULL ROSTER
        </Button>
      </Box>

      {roster.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {roster.error instanceof ApiError ? roster.error.message : 'Something went wrong. Please try again.'}
        </Alert>
      )}
      {roster.data && (
        <Box component="section" aria-labelledby="roster-heading">
          <Typography id="roster-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            {roster.data.roster === 'my' ? 'My Roster' : 'Full Roster'}
          </Typography>
          {games.length === 0 ? (
            <Typography role="status">No games in this range.</Typography>
          ) : (
            <>
              <TableScroll label="Roster table">
                <Table size="small" aria-labelledby="roster-heading">
                  <TableHead>
                    <TableRow>
                      {['Date', 'Time', 'Division', 'Round', 'Game', 'Court', 'Venue', 'Roster', 'Calendar'].map((h) => (
                        <TableCell key={h} component="th" scope="col" align={h === 'Round' ? 'right' : 'left'}>
                          {h}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {games.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).map((g) => (
                      <GameRow key={g.gs_game} game={g} clientName={clientName} />
                    ))}
                  </TableBody>
                </Table>
              </TableScroll>
              <TablePagination
                component="div"
                count={games.length}
                page={Math.min(page, Math.max(0, Math.ceil(games.length / PAGE_SIZE) - 1))}
                rowsPerPage={PAGE_SIZE}
                rowsPerPageOptions={[PAGE_SIZE]}
                onPageChange={(_e, p) => setPage(p)}
              />
            </>
          )}
        </Box>
      )}
    </>
  );
}
