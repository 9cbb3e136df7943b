// /admin/divisions/:id/results: a division's games by round with their results, each opening
// its scoresheet, the full ladder beside them (as the public sees it, also while the division
// hides its results), and its ladder adjustments (added with a reason, taken back with a reason).
// The games come from the public draw (the console keeps no games list of its own), so they show
// once the season is in the public draw; the division and its season come from its teams. Both
// lists are Data Grids (the grid sorts, filters and exports them).
import type { TAdjustment } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '../../../components/DetailList';
import { useChosenSeason } from '../../../components/console/seasons';
import { LadderTable } from '../../../components/ladder/LadderTable';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { SectionCard } from '../../../components/SectionCard';
import { ApiError } from '../../../lib/api-client';
import { consoleGrid } from '../../../components/console/grid';
import { useSettings } from '../../../lib/settings';
import { useAdjustments } from '../api/get-adjustments';
import { useDivisionDraw } from '../../../domains/draw/division-draw';
import { useDivisionLadder } from '../api/get-division-ladder';
import { useDivisionTeams } from '../api/get-division-teams';
import { gameRows, ladderTeams, pointsText, type GameRow } from '../results';
import { AddAdjustmentDialog, RemoveAdjustmentDialog } from './AdjustmentDialogs';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { removeAction } from '../../../components/console/grid-row-actions';

type Open = { kind: 'add' } | { kind: 'remove'; adjustment: TAdjustment } | null;

export function ResultsScreen({ divisionId }: { divisionId: number }) {
  const teams = useDivisionTeams(divisionId);
  const first = teams.data?.[0];
  const [open, setOpen] = useState<Open>(null);
  const [said, setSaid] = useState<Said>(null);
  // The division's season is the one the console's other season screens open on next.
  const [chosen, choose] = useChosenSeason();
  const seasonId = first?.season_id;
  useEffect(() => {
    if (seasonId !== undefined && seasonId !== chosen) choose(seasonId);
  }, [seasonId, chosen, choose]);

  if (teams.isPending) return <Loading text="Loading the division..." />;
  if (teams.isError)
    return (
      <>
        <PageTitle>Results</PageTitle>
        <Alert severity="error" role="alert">
          {teams.error.message}
        </Alert>
      </>
    );
  if (!first)
    return (
      <>
        <PageTitle>Results</PageTitle>
        <Typography>No team is in this division, so it has no games, results or ladder.</Typography>
      </>
    );
  const close = () => setOpen(null);
  const done = (text: string) => setSaid({ severity: 'success', text });
  const onLadder = ladderTeams(teams.data);

  return (
    <>
      <PageTitle>{`${first.division} results`}</PageTitle>
      <DetailList
        items={[
          ['Season', first.season],
          ['Grade', `${first.grade}, ${first.group}`],
          ['Teams', String(onLadder.length)],
        ]}
      />
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <SectionCard title="Games">
          <Games seasonId={first.season_id} divisionId={divisionId} />
        </SectionCard>
        <SectionCard title="Ladder">
          <Ladder divisionId={divisionId} />
        </SectionCard>
      </Box>
      <SectionCard title="Ladder adjustments">
        <Box sx={{ my: 1 }}>
          <Button
            variant="contained"
            onClick={() => setOpen({ kind: 'add' })}
            disabled={onLadder.length === 0}
          >
            Add an adjustment
          </Button>
        </Box>
        <Adjustments divisionId={divisionId} onOpen={setOpen} />
      </SectionCard>
      {open?.kind === 'add' && (
        <AddAdjustmentDialog divisionId={divisionId} teams={onLadder} onDone={done} onClose={close} />
      )}
      {open?.kind === 'remove' && (
        <RemoveAdjustmentDialog
          divisionId={divisionId}
          adjustment={open.adjustment}
          onDone={done}
          onClose={close}
        />
      )}
    </>
  );
}

function Games({ seasonId, divisionId }: { seasonId: number; divisionId: number }) {
  const draw = useDivisionDraw(seasonId, divisionId);
  const rows = useMemo(() => (draw.data ? gameRows(draw.data) : []), [draw.data]);
  const columns = useMemo<GridColDef<GameRow>[]>(
    () => [
      {
        field: 'order',
        headerName: 'Round',
        type: 'number',
        align: 'left',
        headerAlign: 'left',
        width: 90,
        valueFormatter: (_v, row) => `${row.round}${row.double_points ? ' *' : ''}`,
      },
      {
        field: 'when',
        headerName: 'When',
        width: 165,
        sortable: false,
        valueGetter: (_v, row) => `${row.date} ${row.time}`,
      },
      { field: 'court', headerName: 'Court', flex: 1, minWidth: 110 },
      { field: 'team_a', headerName: 'Team A', flex: 1.3, minWidth: 140 },
      { field: 'team_b', headerName: 'Team B', flex: 1.3, minWidth: 140 },
      { field: 'result', headerName: 'Result', width: 100 },
      {
        field: 'scoresheet',
        headerName: 'Scoresheet',
        width: 105,
        sortable: false,
        filterable: false,
        disableExport: true,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={`/admin/games/${row.id}/scoresheet?division=${divisionId}`}
            aria-label={`Scoresheet of ${row.team_a} v ${row.team_b}, ${row.round}`}
          >
            Scoresheet
          </Link>
        ),
      },
    ],
    [divisionId],
  );

  if (draw.isPending) return <Loading text="Loading the games..." />;
  if (draw.isError)
    return (
      <Alert severity="info" role="status" sx={{ mt: 1 }}>
        {draw.error instanceof ApiError && draw.error.status === 404
          ? 'The games show here once the season and the division are in the public draw (active).'
          : draw.error.message}
      </Alert>
    );
  if (rows.length === 0)
    return <Typography sx={{ mt: 1 }}>The division has no games in its draw yet.</Typography>;
  return (
    <>
      <Typography variant="body2" sx={{ my: 1 }}>
        * double points. Staff enter or change any game&apos;s result here; a member named scorer of a game
        enters it on game day from their phone.
      </Typography>
      <DataGrid
        aria-label="Games"
        rows={rows}
        columns={columns}
        {...consoleGrid('games', rows.length, 100)}
        pageSizeOptions={[100]}
      />
    </>
  );
}

function Ladder({ divisionId }: { divisionId: number }) {
  const ladder = useDivisionLadder(divisionId);
  if (ladder.isPending) return <Loading text="Loading the ladder..." />;
  if (ladder.isError)
    return (
      <Alert severity="error" role="alert">
        {ladder.error.message}
      </Alert>
    );
  return (
    <>
      {!ladder.data.division.division_show_score_result && (
        <Typography variant="body2" sx={{ my: 1 }}>
          The division hides its results: the public does not see this ladder.
        </Typography>
      )}
      <LadderTable result={ladder.data} label="Ladder table" />
    </>
  );
}

function Adjustments({ divisionId, onOpen }: { divisionId: number; onOpen: (open: Open) => void }) {
  const adjustments = useAdjustments(divisionId);
  const timeZone = useSettings().data?.time_zone;
  const columns = useMemo<GridColDef<TAdjustment>[]>(
    () => [
      { field: 'team', headerName: 'Team', flex: 1, minWidth: 150 },
      {
        field: 'points',
        headerName: 'Points',
        type: 'number',
        width: 80,
        valueFormatter: (value: number) => pointsText(value),
      },
      { field: 'reason', headerName: 'Reason', flex: 2, minWidth: 200 },
      { field: 'created_by', headerName: 'By', width: 150 },
      {
        field: 'created_at',
        headerName: 'When',
        width: 170,
        valueFormatter: (value: string) =>
          new Date(value).toLocaleString('en-AU', { timeZone, dateStyle: 'medium', timeStyle: 'short' }),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Remove',
        width: 90,
        getActions: ({ row }) => [
          removeAction(`Remove ${row.team}'s ${pointsText(row.points)}`, () =>
            onOpen({ kind: 'remove', adjustment: row }),
          ),
        ],
      },
    ],
    [onOpen, timeZone],
  );

  if (adjustments.isPending) return <Loading text="Loading the adjustments..." />;
  if (adjustments.isError)
    return (
      <Alert severity="error" role="alert">
        {adjustments.error.message}
      </Alert>
    );
  if (adjustments.data.length === 0)
    return <Typography>No adjustments: the ladder is as the results make it.</Typography>;
  return (
    <DataGrid
      aria-label="Ladder adjustments"
      rows={adjustments.data}
      columns={columns}
      {...consoleGrid('ladder adjustments', adjustments.data.length, 100)}
      pageSizeOptions={[100]}
    />
  );
}
