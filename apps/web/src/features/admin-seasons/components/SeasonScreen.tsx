// /admin/seasons/:id: a season, its state (nominations, status, archive), and its divisions by
// grade and division group, each group's in a Data Grid (few rows: sorting and CSV export are
// the grid's own). Divisions are added, changed and deleted here; grades and division groups,
// shared by every season, are added here too. The season's draw (time slots, blackout dates,
// drafts) has a page of its own, linked from here.
import type { TDivision, TSeason, TSeasonDetail } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DetailList } from '../../../components/DetailList';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { SectionCard } from '../../../components/SectionCard';
import { ApiError } from '../../../lib/api-client';
import { formatCents } from '../../../lib/money';
import { useDeleteDivision } from '../api/delete-division';
import { useGrades } from '../api/get-grades';
import { useSeason } from '../../../components/console/seasons';
import { formatIsoDate } from '../season-form';
import { DivisionDialog, FINALS_LABELS } from './DivisionDialog';
import { GradeDialog, GroupDialog } from './GradeDialogs';
import { SeasonActions } from './SeasonActions';
import { SeasonDialog } from './SeasonDialog';
import { changeAction, removeAction } from '../../../components/console/grid-row-actions';

type Open =
  | { kind: 'division'; division: TDivision | null }
  | { kind: 'delete'; division: TDivision }
  | { kind: 'grade' }
  | { kind: 'group' }
  | { kind: 'copy'; season: TSeason }
  | { kind: 'edit'; season: TSeason }
  | null;

export function SeasonScreen({ seasonId }: { seasonId: number }) {
  const season = useSeason(seasonId);
  const grades = useGrades();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);

  if (season.isPending) return <Loading text="Loading the season..." />;
  if (season.isError) return <LoadFailure title="Season" what="season" error={season.error} />;
  const { season: s } = season.data;
  const close = () => setOpen(null);

  return (
    <>
      <PageTitle>{s.name}</PageTitle>
      <DetailList
        items={[
          ['Sport', s.sport],
          ['Starts', s.start_date ? formatIsoDate(s.start_date) : 'Not set'],
          [
            'Status',
            s.archived
              ? 'Archived'
              : s.status === 'active'
                ? 'Active (in the public draw)'
                : 'Inactive (being prepared)',
          ],
          ['Nominations', s.nominations_open ? 'Open' : 'Closed'],
          [
            'Nominations close',
            s.nominations_close_date ? `End of ${formatIsoDate(s.nominations_close_date)}` : 'No date',
          ],
          ['Divisions', String(s.division_count)],
          ['Teams', String(s.team_count)],
        ]}
      />
      <SeasonActions season={s} onCopy={() => setOpen({ kind: 'copy', season: s })} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button variant="outlined" onClick={() => setOpen({ kind: 'edit', season: s })}>
          Change name, sport or dates
        </Button>
        <Button variant="outlined" component={RouterLink} to={`/admin/seasons/${s.id}/draw`}>
          Draw
        </Button>
        <Button
          variant="contained"
          onClick={() => setOpen({ kind: 'division', division: null })}
          disabled={!grades.data}
        >
          Add a division
        </Button>
        <Button variant="outlined" onClick={() => setOpen({ kind: 'grade' })}>
          Add a grade
        </Button>
        <Button variant="outlined" onClick={() => setOpen({ kind: 'group' })} disabled={!grades.data?.length}>
          Add a division group
        </Button>
      </Box>
      {grades.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {grades.error.message}
        </Alert>
      )}
      <Divisions detail={season.data} onOpen={setOpen} />
      {open?.kind === 'division' && grades.data && (
        <DivisionDialog seasonId={s.id} division={open.division} grades={grades.data} onClose={close} />
      )}
      {open?.kind === 'delete' && <DeleteDivisionDialog division={open.division} onClose={close} />}
      {open?.kind === 'grade' && <GradeDialog onClose={close} />}
      {open?.kind === 'group' && grades.data && <GroupDialog grades={grades.data} onClose={close} />}
      {open?.kind === 'edit' && (
        <SeasonDialog copyOf={null} edit={open.season} onClose={close} onDone={close} />
      )}
      {open?.kind === 'copy' && (
        <SeasonDialog
          copyOf={open.season}
          onClose={close}
          onDone={(copy) => {
            close();
            void navigate(`/admin/seasons/${copy.id}`);
          }}
        />
      )}
    </>
  );
}

function Divisions({ detail, onOpen }: { detail: TSeasonDetail; onOpen: (open: Open) => void }) {
  const columns = useMemo<GridColDef<TDivision>[]>(
    () => [
      { field: 'name', headerName: 'Division', flex: 1, minWidth: 160 },
      { field: 'status', headerName: 'Status', width: 90 },
      { field: 'team_count', headerName: 'Teams', type: 'number', width: 80 },
      {
        field: 'capacity',
        headerName: 'Capacity',
        type: 'number',
        width: 90,
        valueFormatter: (value: number | null) => (value === null ? 'No limit' : String(value)),
      },
      {
        field: 'nomination_price_cents',
        headerName: 'Price',
        type: 'number',
        width: 100,
        valueFormatter: (value: number) => formatCents(value),
      },
      {
        field: 'players',
        headerName: 'Players',
        width: 90,
        valueGetter: (_v, row) => `${row.min_players ?? 5}–${row.max_players ?? 'any'}`,
      },
      {
        field: 'finals_format',
        headerName: 'Finals',
        width: 150,
        valueFormatter: (value: TDivision['finals_format']) => FINALS_LABELS[value].split(':')[0],
      },
      {
        field: 'results',
        headerName: 'Results',
        width: 100,
        sortable: false,
        filterable: false,
        disableExport: true,
        renderCell: ({ row }) => (
          <Button
            size="small"
            component={RouterLink}
            to={`/admin/divisions/${row.id}/results`}
            aria-label={`Results of ${row.name}`}
          >
            Results
          </Button>
        ),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Change',
        width: 100,
        getActions: ({ row }) => [
          changeAction(`Change ${row.name}`, () => onOpen({ kind: 'division', division: row })),
          removeAction(`Delete ${row.name}`, () => onOpen({ kind: 'delete', division: row })),
        ],
      },
    ],
    [onOpen],
  );

  if (detail.grades.length === 0)
    return <Typography>This season has no divisions yet: add one to start.</Typography>;
  return detail.grades.map((grade) => (
    <SectionCard key={grade.id} title={grade.name}>
      {grade.groups.map((group) => (
        <Box key={group.id} component="section" aria-labelledby={`group-${group.id}`} sx={{ mt: 2 }}>
          <Typography id={`group-${group.id}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {group.name}
            {group.type ? ` (${group.type})` : ''}
            {group.capacity !== null ? `, at most ${group.capacity} teams` : ''}
          </Typography>
          <div style={{ width: '100%' }}>
            <DataGrid
              aria-label={`Divisions of ${group.name}`}
              rows={group.divisions}
              columns={columns}
              autoHeight
              density="compact"
              disableRowSelectionOnClick
              hideFooter={group.divisions.length <= 25}
              showToolbar
              slotProps={{
                toolbar: {
                  csvOptions: { fileName: `${grade.name} ${group.name} divisions`, allColumns: false },
                },
              }}
            />
          </div>
        </Box>
      ))}
    </SectionCard>
  ));
}

function DeleteDivisionDialog({ division, onClose }: { division: TDivision; onClose: () => void }) {
  const remove = useDeleteDivision();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync(division.id);
      onClose();
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : 'Could not delete the division. Please try again.');
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="delete-division-title"
      aria-describedby="delete-division-text"
    >
      <DialogTitle id="delete-division-title">Delete {division.name}?</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText id="delete-division-text">
          Only a division no team or game belongs to can be deleted. The audit log keeps its settings.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" disabled={remove.isPending} onClick={() => void confirm()}>
          Delete division
        </Button>
      </DialogActions>
    </Dialog>
  );
}
