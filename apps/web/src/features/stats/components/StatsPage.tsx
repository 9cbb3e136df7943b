// Stats. Season, division and team live in the URL
// (/member/stats/{season_id}/{division_id}/{team_id}) so they preselect from a link;
// the game is local. Clearing an upper filter clears the lower ones and the table.
// "Show: Season totals" (?show=totals, kept in the link too) swaps the one-game box score
// for every player's season in the division, narrowed to the team when one is chosen.
import { STATS_EMPTY } from '@courtside/contracts';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { TableScroll } from '../../../components/TableScroll';
import {
  FilterRow,
  FilterSelect,
  filterInputSx,
  filterLabelSx,
} from '../../../components/filters/FilterSelect';
import { Loading } from '../../../components/Loading';
import { useStatsDivisions } from '../api/get-divisions';
import { useGameStats } from '../api/get-game-stats';
import { useStatsGames } from '../api/get-games';
import { useStatsSeasons } from '../api/get-seasons';
import { useSeasonTotals } from '../api/get-season-totals';
import { useStatsTeams } from '../api/get-teams';
import { STAT_COLUMNS, STATS_PAGE_SIZE, statsPage, totalsOfTeam } from '../stats-table';
import { SeasonTotalsTable } from './SeasonTotalsTable';

export function statsPath(season: string, division = '', team = ''): string {
  const parts = ['/member/stats'];
  if (season) parts.push(encodeURIComponent(season));
  if (season && division) parts.push(encodeURIComponent(division));
  if (season && division && team) parts.push(encodeURIComponent(team));
  return parts.join('/');
}

export function StatsPage() {
  const params = useParams();
  const season = params.season_id ?? '';
  const division = season ? (params.division_id ?? '') : '';
  const team = division ? (params.team_id ?? '') : '';
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const showTotals = searchParams.get('show') === 'totals';
  const go = (path: string, totals = showTotals) =>
    void navigate(totals ? `${path}?show=totals` : path, { replace: true });

  // The game and the table's search and page belong to the team they were chosen for.
  const [view, setView] = useState({ team, game: '', search: '', page: 0 });
  const current = view.team === team ? view : { team, game: '', search: '', page: 0 };
  const update = (change: Partial<typeof view>) => setView({ ...current, ...change });

  const seasons = useStatsSeasons();
  const divisions = useStatsDivisions(season);
  const teams = useStatsTeams(division);
  const games = useStatsGames(division, team);
  const stats = useGameStats(division, team, current.game);
  const table = stats.data ? statsPage(stats.data, current.search, current.page) : null;
  const totals = useSeasonTotals(showTotals ? division : '');
  const totalRows = totals.data ? totalsOfTeam(totals.data, team) : null;
  // A choice with nothing under it (a season without divisions, a division without teams, a
  // team without games) says so rather than leaving an empty list behind.
  const nothingBelow =
    (season && divisions.data?.length === 0) ||
    (division && teams.data?.length === 0) ||
    (!showTotals && team && games.data?.length === 0) ||
    (showTotals && totalRows?.length === 0);

  return (
    <>
      <FilterRow>
        <FilterSelect
          id="stats-season"
          label="Seasons"
          placeholder="Choose a season"
          value={season}
          options={(seasons.data ?? []).map((s) => ({ value: String(s.season_id), text: s.season_name }))}
          onChange={(s) => go(statsPath(s))}
        />
        <FilterSelect
          id="stats-division"
          label="Divisions"
          placeholder="Choose a division"
          value={division}
          disabled={!season}
          options={(divisions.data ?? []).map((d) => ({
            value: String(d.division_id),
            text: d.division_name,
          }))}
          onChange={(d) => go(statsPath(season, d))}
        />
        <FilterSelect
          id="stats-team"
          label="Teams"
          placeholder={showTotals ? 'All teams' : 'Choose a team'}
          value={team}
          disabled={!division}
          options={(teams.data ?? []).map((t) => ({ value: String(t.team_id), text: t.team_name }))}
          onChange={(t) => go(statsPath(season, division, t))}
        />
        {!showTotals && (
          <FilterSelect
            id="stats-game"
            label="Game Date"
            placeholder="Choose a game"
            value={current.game}
            disabled={!team}
            options={(games.data ?? []).map((g) => ({
              value: String(g.gs_game_id),
              text: g.gs_date_formatted,
            }))}
            onChange={(g) => update({ game: g, search: '', page: 0 })}
          />
        )}
        <FilterSelect
          id="stats-show"
          label="Show"
          placeholder="One game"
          value={showTotals ? 'totals' : ''}
          options={[{ value: 'totals', text: 'Season totals' }]}
          onChange={(v) => go(statsPath(season, division, team), v === 'totals')}
        />
      </FilterRow>

      {nothingBelow && (
        <Typography role="status" sx={{ py: 2 }}>
          {STATS_EMPTY}
        </Typography>
      )}
      {showTotals && division && totals.isLoading && <Loading text="Loading season totals..." />}
      {showTotals && totalRows && totalRows.length > 0 && <SeasonTotalsTable rows={totalRows} />}
      {/* The table shows only once a game is chosen; load failures are silently ignored. */}
      {!showTotals && current.game && stats.isLoading && <Loading text="Loading stats..." />}
      {!showTotals && current.game && table && (
        <>
          <Box sx={{ maxWidth: 360, mb: 2 }}>
            <Box component="label" htmlFor="stats-search" sx={filterLabelSx}>
              Search
            </Box>
            <Box
              component="input"
              id="stats-search"
              type="search"
              value={current.search}
              onChange={(e: ChangeEvent<HTMLInputElement>) => update({ search: e.target.value, page: 0 })}
              sx={filterInputSx}
            />
          </Box>
          {table.message ? (
            <Typography role="status" sx={{ py: 2 }}>
              {table.message}
            </Typography>
          ) : (
            <>
              <TableScroll label="Player stats table" scrollCue>
                <Table size="small" aria-label="Player stats">
                  <TableHead>
                    <TableRow>
                      {STAT_COLUMNS.map((c) => (
                        <TableCell
                          key={c.key}
                          component="th"
                          scope="col"
                          align={c.key === 'member' ? 'left' : 'right'}
                        >
                          <abbr title={c.title} style={{ textDecoration: 'none' }}>
                            {c.label}
                          </abbr>
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {table.rows.map((row, i) => (
                      <TableRow key={`${row.member}-${row.tshirt_number ?? i}`}>
                        {STAT_COLUMNS.map((c) =>
                          c.key === 'member' ? (
                            <TableCell key={c.key} component="th" scope="row">
                              {row.member}
                            </TableCell>
                          ) : (
                            <TableCell key={c.key} align="right">
                              {row[c.key] ?? ''}
                            </TableCell>
                          ),
                        )}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableScroll>
              <TablePagination
                component="div"
                count={table.count}
                page={table.page}
                rowsPerPage={STATS_PAGE_SIZE}
                rowsPerPageOptions={[STATS_PAGE_SIZE]}
                onPageChange={(_e, page) => update({ page })}
              />
            </>
          )}
        </>
      )}
    </>
  );
}
