// Competition Roster: season, a date range of one or two dates (a reversed
// range is swapped), an optional roster type limited to the member's access_ref, and
// MY ROSTER / FULL ROSTER. Each game can go into a calendar (45 minutes).
import { MSG, type TRefereeGame, type TRosterKind } from '@courtside/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FilterDate } from '../../../components/filters/FilterDate';
import { FilterRow, FilterSelect } from '../../../components/filters/FilterSelect';
import {
  RosterCalendarLinks,
  RosterKindButtons,
  RosterTable,
  type RosterColumn,
} from '../../../domains/roster/Roster';
import { addDaysIso, dateRange, todayIso } from '../../../lib/calendar-dates';
import { joinAddress, mapsSearchUrl } from '../../../lib/calendar-links';
import { useRefereeRoster } from '../api/get-roster';
import { useRefereeSeasons } from '../api/get-seasons';

const COLUMNS: readonly RosterColumn[] = [
  'Date',
  'Time',
  'Division',
  'Round',
  'Game',
  'Court',
  'Venue',
  'Roster',
  'Calendar',
].map((header) => ({
  header,
  align: header === 'Round' ? 'right' : 'left',
}));

function GameRow({ game, clientName }: { game: TRefereeGame; clientName: string }) {
  const venue = [
    game.venue_name,
    game.venue_address,
    game.venue_suburb,
    game.venue_postcode,
    game.venue_state,
  ];
  const match = `${game.team_a ?? 'TBC'} vs ${game.team_b ?? 'TBC'}`;
  const score =
    game.team_a_points !== null && game.team_b_points !== null
      ? `${game.team_a_points} - ${game.team_b_points}`
      : '';
  return (
    <TableRow>
      <TableCell data-label="Date">{game.gs_date_formatted}</TableCell>
      <TableCell data-label="Time">{game.gs_time_formatted}</TableCell>
      <TableCell data-label="Division">{game.division_name}</TableCell>
      <TableCell align="right" data-label="Round">
        {game.game_rank}
      </TableCell>
      <TableCell component="th" scope="row" data-label="Game">
        {match}
        {score && <Box sx={{ color: 'text.secondary' }}>{score}</Box>}
      </TableCell>
      <TableCell data-label="Court">{game.court_name}</TableCell>
      <TableCell data-label="Venue">
        {game.venue_name && (
          <Link href={mapsSearchUrl(venue)} target="_blank" rel="noopener noreferrer">
            {game.venue_name}
          </Link>
        )}
      </TableCell>
      <TableCell data-label="Roster">{game.member_type_name ?? ''}</TableCell>
      <TableCell data-label="Calendar">
        <RosterCalendarLinks
          event={{
            title: `${clientName} - Games`,
            start: game.gs_starts_at,
            end: game.gs_ends_at,
            location: joinAddress([game.court_name, ...venue]),
            details: [match, game.division_name, game.member_type_name].filter(Boolean).join('\n'),
          }}
          icsHref={`/api/referee/game/${game.gs_game}/ics`}
          icsFileName={`game-${game.gs_game}.ics`}
        />
      </TableCell>
    </TableRow>
  );
}

export function CompetitionRoster({
  accessRef,
  timeZone,
  clientName,
}: {
  accessRef: readonly string[];
  timeZone: string;
  clientName: string;
}) {
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
    const problems = {
      season: seasonValue ? undefined : MSG.required,
      from: from ? undefined : MSG.required,
    };
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
        <FilterDate id="referee-from" label="From" value={from} onChange={setFrom} error={errors.from} />
        <FilterDate id="referee-to" label="To (optional)" value={to} onChange={setTo} />
        <FilterSelect
          id="referee-type"
          label="Roster type"
          placeholder="All types"
          value={type}
          options={accessRef.map((t) => ({ value: t, text: t.charAt(0).toUpperCase() + t.slice(1) }))}
          onChange={setType}
        />
      </FilterRow>
      <RosterKindButtons onShow={show} pending={roster.isPending} error={roster.error} />
      {roster.data && (
        <RosterTable
          headingId="roster-heading"
          kind={roster.data.roster}
          columns={COLUMNS}
          rows={roster.data.data}
          emptyText="No games in this range."
          renderRow={(g) => <GameRow key={g.gs_game} game={g} clientName={clientName} />}
          page={page}
          onPageChange={setPage}
        />
      )}
    </>
  );
}
