// Standings. The chosen season and division live in the URL (/result/{season_id}/{division_id}),
// as on the draw, so a ladder can be linked and bookmarked. On a phone only team and points
// stay; one team's other columns open at a time under its row (an accordion). "As at" shows
// the ladder as it stood after a round of the division's draw (Latest by default).
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { LadderTable } from '../../../components/ladder/LadderTable';
import { FilterComboBox } from '../../../components/filters/FilterComboBox';
import { FilterRow, FilterSelect } from '../../../components/filters/FilterSelect';
import { Loading } from '../../../components/Loading';
import { useSettings } from '../../../lib/settings';
import { useDraw } from '../api/get-draw';
import { useStandings } from '../api/get-standings';
import { useDivisionOptions, useSeasonOptions } from '../filter-options';
import { standingsPath } from '../standings-path';
import { asAtOptions, resultsAsText } from '../standings-view';

export function StandingsPage() {
  const params = useParams();
  const navigate = useNavigate();
  // A pick is held in state and put in the address by an effect: a pick made in the moment
  // between the app taking over the server's page and its effects running would otherwise be
  // lost (the router navigates only once mounted), and the select would fall back.
  const [picked, setPicked] = useState<{ season: string; division: string } | null>(null);
  const season = picked?.season ?? params.season_id ?? '';
  const division = season ? (picked ? picked.division : (params.division_id ?? '')) : '';
  // The pick stands until the address says the same: the router changes it a moment later.
  const inAddress =
    picked !== null &&
    (params.season_id ?? '') === picked.season &&
    (params.division_id ?? '') === picked.division;
  useEffect(() => {
    if (!picked) return;
    if (inAddress) setPicked(null);
    else void navigate(standingsPath(picked.season, picked.division), { replace: true });
  }, [picked, inAddress, navigate]);
  /** '' = the latest ladder; else a round number. */
  const [round, setRound] = useState('');
  const { data: settings } = useSettings();
  const seasons = useSeasonOptions();
  const divisions = useDivisionOptions(season);
  const draw = useDraw(season, division);
  const standings = useStandings(season, division, round);
  const result = standings.data;
  const asOf = result
    ? resultsAsText(result.lastResult.updated_at, settings?.time_zone ?? 'Australia/Sydney')
    : null;

  return (
    <>
      <FilterRow columns={3}>
        <FilterSelect
          id="result-season"
          label="Seasons"
          placeholder="Choose a season"
          value={season}
          options={seasons}
          onChange={(s) => {
            setPicked({ season: s, division: '' });
            setRound('');
          }}
        />
        <FilterComboBox
          id="result-division"
          label="Divisions"
          placeholder="Search divisions"
          value={division}
          options={divisions}
          disabled={!season}
          onChange={(d) => {
            setPicked({ season, division: d });
            setRound('');
          }}
        />
        <FilterSelect
          id="result-round"
          label="As at"
          placeholder="Latest"
          value={round}
          options={draw.data ? asAtOptions(draw.data) : []}
          disabled={!division}
          onChange={(r) => {
            setRound(r);
          }}
        />
      </FilterRow>

      {standings.isLoading && <Loading text="Loading standings..." />}
      {/* Load failures are silently ignored. */}
      {result && !result.show_results && (
        <Typography color="error" role="status">
          {result.message}
        </Typography>
      )}
      {result && result.show_results && (
        <>
          {asOf && <Typography sx={{ mb: 2 }}>{asOf}</Typography>}
          <LadderTable key={`${division}|${round}`} result={result} label="Standings table" />
        </>
      )}

      <Typography variant="body2" sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/draw">
          Draw
        </Link>
      </Typography>
    </>
  );
}
