// The teams of a season. The season (by default the one being played), a division and a word of
// the team's name live in the address, so a view can be linked to; paging and the order are the
// server's, through the Data Grid's server modes, and the grid's CSV export holds the rows shown.
// Each team's name links to its page.
import type { TNominationStatus } from '@courtside/contracts';
import { ZNominationQuery, type TNominationRow } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { FormTextField } from '../../../components/form/FormTextField';
import { schemaResolver } from '../../../lib/form';
import { divisionOptions } from '../../../components/console/division-options';
import {
  chosenOr,
  seasonBeingPlayed,
  useChosenSeason,
  useSeason,
  useSeasons,
} from '../../../components/console/seasons';
import { useTeams } from '../api/get-teams';
import { NOMINATION_LABEL, paramsOf, sortModelOf, sortOf, viewOf } from '../teams';
import { serverGrid } from '../../../components/console/grid';

/** The filters as the form holds them: text, empty for none. */
interface FilterForm {
  season: string;
  division: string;
  q: string;
}
/** Checked with the contract's rules (empty fields are no filter). */
const ZFilterForm = z.pipe(
  z.transform((v: FilterForm): Record<string, unknown> => ({
    ...(v.season && { season_id: v.season }),
    ...(v.division && { division_id: v.division }),
    ...(v.q.trim() && { q: v.q.trim() }),
  })),
  ZNominationQuery,
);

const PAGE_SIZES = [25, 50, 100];
const STATUS_COLOR: Record<TNominationStatus, 'warning' | 'success' | 'error' | 'default' | 'info'> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'error',
  waitlisted: 'default',
  offered: 'info',
};

export const teamPath = (teamId: number) => `/admin/teams/${teamId}`;

const COLUMNS: GridColDef<TNominationRow>[] = [
  {
    field: 'team',
    headerName: 'Team',
    flex: 1,
    minWidth: 160,
    renderCell: ({ row, tabIndex }) => (
      <Link component={RouterLink} to={teamPath(row.team_id)} tabIndex={tabIndex}>
        {row.team}
      </Link>
    ),
  },
  {
    field: 'division',
    headerName: 'Grade / group / division',
    flex: 1,
    minWidth: 220,
    valueGetter: (_value, row) => `${row.grade} / ${row.group} / ${row.division}`,
  },
  {
    field: 'status',
    headerName: 'Nomination',
    width: 160,
    sortable: false,
    valueGetter: (_value, row) => NOMINATION_LABEL[row.status],
    renderCell: ({ row }) => (
      <Chip size="small" color={STATUS_COLOR[row.status]} label={NOMINATION_LABEL[row.status]} />
    ),
  },
  { field: 'manager', headerName: 'Manager', flex: 1, minWidth: 140, sortable: false },
  { field: 'manager_email', headerName: 'Manager email', flex: 1, minWidth: 190, sortable: false },
];

export function TeamsScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const view = viewOf(params);
  const seasons = useSeasons();
  const [chosen, choose] = useChosenSeason();
  const seasonId = view.season_id ?? chosenOr(seasons.data ?? [], chosen, seasonBeingPlayed)?.id;
  // A season in the address (picked here or linked) is the one the other screens open on next.
  useEffect(() => {
    if (view.season_id !== undefined && view.season_id !== chosen) choose(view.season_id);
  }, [view.season_id, chosen, choose]);
  const season = useSeason(seasonId);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const teams = useTeams(
    {
      ...(seasonId !== undefined && { season_id: seasonId }),
      ...(view.division_id !== undefined && { division_id: view.division_id }),
      ...(view.q && { q: view.q }),
      sort: view.sort,
      page: paging.page,
      page_size: paging.pageSize,
    },
    seasonId !== undefined,
  );

  const { control, handleSubmit, watch } = useForm<FilterForm>({
    values: {
      season: seasonId === undefined ? '' : String(seasonId),
      division: view.division_id === undefined ? '' : String(view.division_id),
      q: view.q,
    },
    resolver: schemaResolver(() => ZFilterForm),
  });
  const show = (values: FilterForm) => {
    setPaging((p) => ({ ...p, page: 0 }));
    setParams(
      paramsOf({
        ...(values.season && { season_id: Number(values.season) }),
        ...(values.division && { division_id: Number(values.division) }),
        q: values.q,
        sort: view.sort,
      }),
    );
  };
  // A chosen season or division shows at once; words wait for Search (or Enter).
  useEffect(() => {
    const { unsubscribe } = watch((values, { name, type }) => {
      if (type !== 'change' || name === 'q' || name === undefined) return;
      const next: FilterForm = { season: '', division: '', q: '', ...values };
      // Another season's divisions are not this one's.
      show(name === 'season' ? { ...next, division: '' } : next);
    });
    return unsubscribe;
  });
  const onSort = (model: GridSortModel) => {
    setPaging((p) => ({ ...p, page: 0 }));
    setParams(paramsOf({ ...view, sort: sortOf(model) }));
  };

  const seasonOptions = (seasons.data ?? []).map((s) => (
    <option key={s.id} value={s.id}>
      {s.name}
      {s.archived ? ' (archived)' : s.status === 'active' ? ' (being played)' : ''}
    </option>
  ));
  const noSeason = seasons.isSuccess && seasons.data.length === 0;
  const failed = seasons.error ?? season.error ?? teams.error;

  return (
    <>
      <Box
        component="form"
        role="search"
        aria-label="Find teams"
        noValidate
        onSubmit={(e) => void handleSubmit(show)(e)}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1.2fr 1fr auto' },
          columnGap: 2,
          alignItems: 'center',
          mb: 1,
        }}
      >
        <FormTextField name="season" control={control} label="Season" select={seasonOptions} />
        <FormTextField
          name="division"
          control={control}
          label="Division"
          select={
            <>
              <option value="">All divisions</option>
              {divisionOptions(season.data)}
            </>
          }
        />
        <FormTextField
          name="q"
          control={control}
          label="Team name contains"
          type="search"
          inputProps={{ maxLength: 100 }}
        />
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Box>
      {noSeason && <Typography sx={{ mb: 2 }}>No season yet: create one in the Seasons area.</Typography>}
      {failed && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failed.message}
        </Alert>
      )}
      <DataGrid
        aria-label="Teams"
        {...serverGrid('teams')}
        rows={teams.data?.nominations ?? []}
        getRowId={(row) => row.team_id}
        rowCount={teams.data?.total ?? 0}
        columns={COLUMNS}
        loading={teams.isFetching || seasons.isPending}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={PAGE_SIZES}
        sortModel={sortModelOf(view.sort)}
        onSortModelChange={onSort}
        onRowClick={({ row }: { row: TNominationRow }) => void navigate(teamPath(row.team_id))}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </>
  );
}
