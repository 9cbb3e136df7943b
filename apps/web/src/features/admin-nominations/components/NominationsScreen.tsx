// The teams nominated in a season, and staff's decisions on each. The season (by default one
// taking nominations, else the newest), a division, a status and a word of the team's name live in
// the address, so a view can be linked to; paging and the order are the server's, through the
// Data Grid's server modes, and the grid's CSV export holds the rows shown. Each row's menu
// accepts, declines (asking why), waitlists or moves the team; what the decision did (a refund,
// a freed place offered to a waitlisted team) is said above the grid, and refusals as the API
// words them. Teams picked with the checkboxes are accepted, declined or waitlisted together
// with one reason (BulkDecisions.tsx). "Enter a team" enters one for a club that pays by EFT or
// cash, billed on an invoice (TeamEntry.tsx).
import { NOMINATION_STATUSES, type TNominationStatus } from '@courtside/contracts';
import { ZNominationQuery, type TNominationRow } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { FormTextField } from '../../../components/form/FormTextField';
import { ApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/form';
import { formatCents } from '../../../lib/money';
import { useSettings } from '../../../lib/settings';
import { useDecideNomination, type DecisionRequest } from '../api/decide-nomination';
import { useNominations } from '../api/get-nominations';
import { chosenOr, useChosenSeason, useSeason, useSeasons } from '../../../components/console/seasons';
import {
  decisionsFor,
  defaultSeason,
  outcomeText,
  paramsOf,
  sortModelOf,
  sortOf,
  STATUS_LABEL,
  viewOf,
  type Decision,
} from '../nominations';
import { DeclineDialog } from './DeclineDialog';
import { divisionOptions } from '../../../components/console/division-options';
import { MoveDialog } from './MoveDialog';
import { TeamEntry } from './TeamEntry';
import { BulkDecisions, usePicks } from './BulkDecisions';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { serverGrid } from '../../../components/console/grid';

/** The filters as the form holds them: text, empty for none. */
interface FilterForm {
  season: string;
  division: string;
  status: string;
  q: string;
}
/** Checked with the contract's rules (empty fields are no filter). */
const ZFilterForm = z.pipe(
  z.transform((v: FilterForm): Record<string, unknown> => ({
    ...(v.season && { season_id: v.season }),
    ...(v.division && { division_id: v.division }),
    ...(v.status && { status: v.status }),
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
const ACTION_LABEL: Record<Decision, string> = {
  accept: 'Accept',
  decline: 'Decline…',
  waitlist: 'Waitlist',
  regrade: 'Move to division…',
};

/** The dialog open over the grid: a decline asks why, a move asks where. */
type Asking = { decision: 'decline' | 'regrade'; row: TNominationRow } | null;

export function NominationsScreen() {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const seasons = useSeasons();
  const [chosen, choose] = useChosenSeason();
  const seasonId = view.season_id ?? chosenOr(seasons.data ?? [], chosen, defaultSeason)?.id;
  // A season in the address (picked here or linked) is the one the other screens open on next.
  useEffect(() => {
    if (view.season_id !== undefined && view.season_id !== chosen) choose(view.season_id);
  }, [view.season_id, chosen, choose]);
  const season = useSeason(seasonId);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const nominations = useNominations(
    {
      ...(seasonId !== undefined && { season_id: seasonId }),
      ...(view.division_id !== undefined && { division_id: view.division_id }),
      ...(view.status && { status: view.status }),
      ...(view.q && { q: view.q }),
      sort: view.sort,
      page: paging.page,
      page_size: paging.pageSize,
    },
    seasonId !== undefined,
  );
  const timeZone = useSettings().data?.time_zone;
  const decide = useDecideNomination();
  const [asking, setAsking] = useState<Asking>(null);
  const [said, setSaid] = useState<Said>(null);
  const rows = nominations.data?.nominations;
  const picks = usePicks(rows);

  const { control, handleSubmit, watch } = useForm<FilterForm>({
    values: {
      season: seasonId === undefined ? '' : String(seasonId),
      division: view.division_id === undefined ? '' : String(view.division_id),
      status: view.status ?? '',
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
        ...(values.status && { status: values.status as TNominationStatus }),
        q: values.q,
        sort: view.sort,
      }),
    );
  };
  // A chosen season, division or status shows at once; words wait for Search (or Enter).
  useEffect(() => {
    const { unsubscribe } = watch((values, { name, type }) => {
      if (type !== 'change' || name === 'q' || name === undefined) return;
      const next: FilterForm = { season: '', division: '', status: '', q: '', ...values };
      // Another season's divisions are not this one's.
      show(name === 'season' ? { ...next, division: '' } : next);
    });
    return unsubscribe;
  });
  const onSort = (model: GridSortModel) => {
    setPaging((p) => ({ ...p, page: 0 }));
    setParams(paramsOf({ ...view, sort: sortOf(model) }));
  };

  const run = async (row: TNominationRow, request: DecisionRequest) => {
    setSaid(null);
    const outcome = await decide.mutateAsync({ teamId: row.team_id, request });
    const names = new Map((rows ?? []).map((r) => [r.team_id, r.team]));
    const text = outcomeText(request.decision, outcome, (id) => names.get(id));
    // Players outside the division's range do not stop an acceptance; staff are told whom they let in.
    const warned = request.decision === 'accept' ? outcome.nomination.warnings : [];
    setSaid({
      severity: 'success',
      text: warned.length > 0 ? `${text} Accepted with warnings: ${warned.join('; ')}.` : text,
    });
  };
  /** Accept and waitlist go at once; their refusal (a full division, a status that forbids it) shows above the grid. */
  const runNow = (row: TNominationRow, decision: 'accept' | 'waitlist') => {
    run(row, { decision, body: {} }).catch((err: unknown) =>
      setSaid({
        severity: 'error',
        text: err instanceof ApiError ? err.message : 'Could not save the decision. Please try again.',
      }),
    );
  };

  const columns = useMemo<GridColDef<TNominationRow>[]>(
    () => [
      { field: 'team', headerName: 'Team', flex: 1, minWidth: 160 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Decide',
        width: 80,
        getActions: ({ row }) =>
          decisionsFor(row.status).map((decision) => (
            <GridActionsCellItem
              key={decision}
              label={ACTION_LABEL[decision]}
              showInMenu
              onClick={() =>
                decision === 'accept' || decision === 'waitlist'
                  ? runNow(row, decision)
                  : setAsking({ decision, row })
              }
            />
          )),
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
        headerName: 'Status',
        width: 140,
        sortable: false,
        valueGetter: (_value, row) => STATUS_LABEL[row.status],
        renderCell: ({ row }) => (
          <Chip size="small" color={STATUS_COLOR[row.status]} label={STATUS_LABEL[row.status]} />
        ),
      },
      {
        field: 'warnings',
        headerName: 'Eligibility',
        flex: 1,
        minWidth: 240,
        sortable: false,
        valueGetter: (_value, row) => row.warnings.join('; '),
        renderCell: ({ row }) =>
          row.warnings.length > 0 ? (
            <Typography variant="body2" title={row.warnings.join('\n')} noWrap>
              {row.warnings.join('; ')}
            </Typography>
          ) : (
            'No warnings'
          ),
      },
      { field: 'manager', headerName: 'Manager', flex: 1, minWidth: 140, sortable: false },
      { field: 'manager_email', headerName: 'Manager email', flex: 1, minWidth: 190, sortable: false },
      {
        field: 'nominated_at',
        headerName: 'Nominated',
        width: 170,
        valueFormatter: (value: string) =>
          new Date(value).toLocaleString('en-AU', { timeZone, dateStyle: 'medium', timeStyle: 'short' }),
      },
      {
        field: 'paid_cents',
        headerName: 'Paid',
        type: 'number',
        width: 100,
        sortable: false,
        valueFormatter: (value: number) => formatCents(value),
      },
      {
        field: 'refunded_cents',
        headerName: 'Refunded',
        type: 'number',
        width: 100,
        sortable: false,
        valueFormatter: (value: number) => formatCents(value),
      },
      {
        field: 'preferred_division',
        headerName: 'Preferred division',
        width: 160,
        sortable: false,
      },
      { field: 'note', headerName: 'Note', flex: 1, minWidth: 160, sortable: false },
      { field: 'reason', headerName: 'Reason given', flex: 1, minWidth: 160, sortable: false },
    ],
    // runNow only reads state through setters and the latest rows, which the menu's click sees anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [timeZone, rows],
  );

  const seasonOptions = (seasons.data ?? []).map((s) => (
    <option key={s.id} value={s.id}>
      {s.name}
      {s.nominations_open ? ' (taking nominations)' : s.archived ? ' (archived)' : ''}
    </option>
  ));
  const noSeason = seasons.isSuccess && seasons.data.length === 0;

  return (
    <>
      <Box
        component="form"
        role="search"
        aria-label="Filter nominations"
        noValidate
        onSubmit={(e) => void handleSubmit(show)(e)}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1.2fr 0.8fr 1fr auto' },
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
          name="status"
          control={control}
          label="Status"
          select={
            <>
              <option value="">Any status</option>
              {NOMINATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABEL[s]}
                </option>
              ))}
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
      {(seasons.isError || nominations.isError) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {(seasons.error ?? nominations.error)?.message}
        </Alert>
      )}
      <TeamEntry seasonId={seasonId} onEntered={(text) => setSaid({ severity: 'success', text })} />
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <BulkDecisions picks={picks} onSaid={setSaid} />
      <DataGrid
        aria-label="Nominations"
        {...serverGrid('nominations')}
        rows={rows ?? []}
        getRowId={(row) => row.team_id}
        // Teams picked with the checkboxes (on any page) are decided together by the bar above.
        checkboxSelection
        disableRowSelectionExcludeModel
        keepNonExistentRowsSelected
        rowSelectionModel={picks.model}
        onRowSelectionModelChange={picks.onModelChange}
        rowCount={nominations.data?.total ?? 0}
        columns={columns}
        loading={nominations.isFetching || seasons.isPending}
        // At most 100 rows of a dozen columns: all are in the page (find in page, screen readers).
        disableVirtualization
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={PAGE_SIZES}
        sortModel={sortModelOf(view.sort)}
        onSortModelChange={onSort}
        localeText={{ actionsCellMore: 'Decide' }}
      />
      {asking?.decision === 'decline' && (
        <DeclineDialog
          nomination={asking.row}
          onDecline={(body) => run(asking.row, { decision: 'decline', body })}
          onClose={() => setAsking(null)}
        />
      )}
      {asking?.decision === 'regrade' && (
        <MoveDialog
          nomination={asking.row}
          onMove={(body) => run(asking.row, { decision: 'regrade', body })}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
