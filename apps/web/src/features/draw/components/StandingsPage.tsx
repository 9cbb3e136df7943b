// Standings. The chosen season and division live in the URL (/result/{season_id}/{division_id}),
// as on the draw, so a ladder can be linked and bookmarked. On a phone only team and points
// stay; one team's other columns open at a time under its row (an accordion). "As at" shows
// the ladder as it stood after a round of the division's draw (Latest by default).
import { STANDINGS_FOOTNOTE } from '@courtside/contracts';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { TableScroll } from '../../../components/TableScroll';
import { FilterComboBox } from '../../../components/filters/FilterComboBox';
import { FilterRow, FilterSelect } from '../../../components/filters/FilterSelect';
import { Loading } from '../../../components/Loading';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useSettings } from '../../../lib/settings';
import { useDraw } from '../api/get-draw';
import { useStandings } from '../api/get-standings';
import { useDivisionOptions, useSeasonOptions } from '../filter-options';
import { standingsPath } from '../standings-path';
import { asAtOptions, resultsAsText, STANDING_COLUMNS, standingLines } from '../standings-view';

/** Hidden on phones, a table cell from tablet width. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const phoneOnly = { display: { xs: 'table-cell', sm: 'none' } } as const;

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
  const [expanded, setExpanded] = useState<number | null>(null);
  const { data: settings } = useSettings();
  const seasons = useSeasonOptions();
  const divisions = useDivisionOptions(season);
  const draw = useDraw(season, division);
  const standings = useStandings(season, division, round);
  const result = standings.data;
  const lines = result ? standingLines(result) : [];
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
            setExpanded(null);
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
            setExpanded(null);
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
          <TableScroll label="Standings table">
            <Table size="small" aria-label={`Standings of ${result.division.division_name}`}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col" align="right" sx={{ width: '1%' }}>
                    <abbr title="Position">Pos</abbr>
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Team
                  </TableCell>
                  {STANDING_COLUMNS.map((c) => (
                    <TableCell key={c.key} component="th" scope="col" align="right" sx={wide}>
                      {c.label}
                    </TableCell>
                  ))}
                  <TableCell component="th" scope="col" align="right">
                    Points*
                  </TableCell>
                  <TableCell component="th" scope="col" sx={phoneOnly}>
                    <Box component="span" sx={visuallyHidden}>
                      Details
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((line) => {
                  const open = expanded === line.team_id;
                  const detailsId = `standing-details-${line.team_id}`;
                  return (
                    <Fragment key={line.team_id}>
                      <TableRow>
                        <TableCell align="right">{line.position}</TableCell>
                        <TableCell component="th" scope="row" sx={{ whiteSpace: { md: 'nowrap' } }}>
                          {line.team}
                        </TableCell>
                        {STANDING_COLUMNS.map((c) => (
                          <TableCell key={c.key} align="right" sx={wide}>
                            {line[c.key]}
                          </TableCell>
                        ))}
                        <TableCell align="right" sx={{ fontWeight: 600 }}>
                          {line.total}
                        </TableCell>
                        <TableCell padding="none" sx={phoneOnly}>
                          <IconButton
                            aria-label={`Details of ${line.team}`}
                            aria-expanded={open}
                            aria-controls={open ? detailsId : undefined}
                            onClick={() => setExpanded(open ? null : line.team_id)}
                            sx={{ transform: open ? 'rotate(180deg)' : 'none' }}
                          >
                            <ExpandMore />
                          </IconButton>
                        </TableCell>
                      </TableRow>
                      {open && (
                        <TableRow id={detailsId} sx={{ display: { xs: 'table-row', sm: 'none' } }}>
                          <TableCell colSpan={4}>
                            <Box
                              component="dl"
                              sx={{
                                display: 'grid',
                                gridTemplateColumns: '1fr auto',
                                columnGap: 2,
                                rowGap: 0.5,
                                m: 0,
                              }}
                            >
                              {STANDING_COLUMNS.map((c) => (
                                <Fragment key={c.key}>
                                  <Box component="dt">{c.label}</Box>
                                  <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                                    {line[c.key]}
                                  </Box>
                                </Fragment>
                              ))}
                            </Box>
                          </TableCell>
                        </TableRow>
                      )}
                    </Fragment>
                  );
                })}
              </TableBody>
            </Table>
          </TableScroll>
          <Typography variant="body2" sx={{ mt: 2 }}>
            {STANDINGS_FOOTNOTE}
          </Typography>
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
