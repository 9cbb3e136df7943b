// The public Draw. The chosen season, division and team live in
// the URL (/draw/{season_id}/{division_id}/{team_name}), so a deep link preselects them
// and every choice can be shared; the round is local and resets with the division.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { FilterComboBox } from '../../../components/filters/FilterComboBox';
import { FilterRow, FilterSelect } from '../../../components/filters/FilterSelect';
import { Loading } from '../../../components/Loading';
import { useSettings } from '../../../lib/settings';
import { useDivisionOptions, useSeasonOptions } from '../filter-options';
import { useDraw } from '../api/get-draw';
import { useDrawTeams } from '../api/get-teams';
import { ALL_ROUNDS, drawSections, isDouble, roundOptions, showDivisionNote } from '../draw-view';
import { GameCard } from './GameCard';
import { TeamFeedLink } from './TeamFeedLink';
import { standingsPath } from '../standings-path';
import { DOUBLE_POINT_LEGEND } from '@courtside/contracts';

/** /draw/{season}/{division}/{team}, leaving out what is not chosen (a division needs a season, a team a division). */
export function drawPath(season: string, division = '', team = ''): string {
  if (!season) return '/draw';
  if (!division) return `/draw/${encodeURIComponent(season)}`;
  return `/draw/${encodeURIComponent(season)}/${encodeURIComponent(division)}${team ? `/${encodeURIComponent(team)}` : ''}`;
}

export function DrawPage() {
  const params = useParams();
  const season = params.season_id ?? '';
  const division = season ? (params.division_id ?? '') : '';
  const team = division ? (params.team_name ?? '') : '';
  const navigate = useNavigate();
  const go = (path: string) => void navigate(path, { replace: true });

  const { data: settings } = useSettings();
  const seasons = useSeasonOptions();
  const divisions = useDivisionOptions(season);
  const teams = useDrawTeams(division);
  const draw = useDraw(season, division);
  const teamId = team ? teams.data?.find((t) => t.team_name === team)?.team_id : undefined;

  // The round belongs to the division it was chosen in: a new division starts at All Rounds.
  const [roundChoice, setRoundChoice] = useState({ division, round: ALL_ROUNDS });
  const rounds = draw.data ? roundOptions(draw.data) : [{ value: ALL_ROUNDS, text: 'All Rounds' }];
  const chosenRound = roundChoice.division === division ? roundChoice.round : ALL_ROUNDS;
  // Choosing a team disables the round filter and puts it back on All Rounds.
  const round = team || !rounds.some((r) => r.value === chosenRound) ? ALL_ROUNDS : chosenRound;

  const sections = draw.data ? drawSections(draw.data, round, team) : [];
  const anyDouble = sections.some((s) =>
    s.days.some((d) => d.cards.some((c) => c.kind === 'game' && isDouble(c.game))),
  );
  const note = draw.data && showDivisionNote(draw.data, round) ? draw.data.division.division_note : null;

  // On a phone the four stacked filters would push the first game below the fold: once a
  // division is chosen they fold into one line saying what is shown, with Change to open them.
  // CSS decides (the server's HTML is the phone's layout too); a wider screen always shows them.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const folded = Boolean(division) && !filtersOpen;
  const chosen = (next: string) => {
    setFiltersOpen(false);
    return next;
  };
  const shown = [
    seasons.find((s) => s.value === season)?.text,
    divisions.find((d) => d.value === division)?.text,
    team || rounds.find((r) => r.value === round)?.text,
  ].filter(Boolean);

  return (
    <>
      {folded && (
        <Box
          data-testid="draw-filters-folded"
          sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'center', gap: 1, mb: 2 }}
        >
          <Typography sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>{shown.join(' · ')}</Typography>
          <Button
            variant="outlined"
            size="small"
            aria-expanded={false}
            aria-controls="draw-filters"
            onClick={() => setFiltersOpen(true)}
          >
            Change
          </Button>
        </Box>
      )}
      <Box id="draw-filters" sx={{ display: { xs: folded ? 'none' : 'block', sm: 'block' } }}>
        <FilterRow>
          <FilterSelect
            id="draw-season"
            label="Seasons"
            placeholder="Choose a season"
            value={season}
            options={seasons}
            onChange={(s) => go(drawPath(s))}
          />
          <FilterComboBox
            id="draw-division"
            label="Divisions"
            placeholder="Search divisions"
            value={division}
            options={divisions}
            disabled={!season}
            onChange={(d) => go(drawPath(season, chosen(d)))}
          />
          <FilterSelect
            id="draw-round"
            label="Rounds"
            value={round}
            options={rounds}
            disabled={!draw.data || Boolean(team)}
            onChange={(r) => setRoundChoice({ division, round: chosen(r) })}
          />
          <FilterSelect
            id="draw-team"
            label="Teams"
            placeholder="All Teams"
            value={team}
            options={(teams.data ?? []).map((t) => ({ value: t.team_name, text: t.team_name }))}
            disabled={!division}
            onChange={(t) => go(drawPath(season, division, chosen(t)))}
          />
        </FilterRow>
      </Box>

      {teamId !== undefined && <TeamFeedLink teamId={teamId} />}
      {note && (
        <Typography color="error" sx={{ fontStyle: 'italic', mb: 2 }} data-testid="division-note">
          {note}
        </Typography>
      )}
      {anyDouble && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {DOUBLE_POINT_LEGEND}
        </Typography>
      )}

      {draw.isLoading && <Loading text="Loading draw..." />}
      {/* Load failures are silently ignored: the page simply shows no games. */}
      {draw.data && sections.length === 0 && (
        <Typography color="text.secondary">No games to show.</Typography>
      )}
      {draw.data &&
        sections.map((section) => (
          <Box component="section" key={section.key} aria-labelledby={`draw-${section.key}`} sx={{ mb: 3 }}>
            <Typography
              id={`draw-${section.key}`}
              variant="h5"
              component="h2"
              sx={{ fontWeight: 600, mb: 1 }}
            >
              {section.heading}
            </Typography>
            {section.days.map((day) => (
              <Box key={day.date_formatted} sx={{ mb: 2 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                  {day.date_formatted}
                </Typography>
                <Box
                  component="ul"
                  sx={{
                    display: 'grid',
                    gap: 1.5,
                    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                    p: 0,
                    m: 0,
                  }}
                >
                  {day.cards.map((card) => (
                    <GameCard
                      key={`${card.kind}-${card.game.game}`}
                      card={card}
                      showResults={draw.data.division.division_show_score_result}
                      clientName={settings?.client_name ?? 'Courtside'}
                    />
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        ))}

      <Typography variant="body2" sx={{ mt: 2 }}>
        <Link component={RouterLink} to={standingsPath(season, division)}>
          Standings
        </Link>
      </Typography>
    </>
  );
}
