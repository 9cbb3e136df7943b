// /admin/seasons: every season in a Data Grid. The API sends the whole list at once (an
// association runs a few seasons a year), so paging, sorting, filtering and the CSV export are
// the grid's own. From here staff create a season, copy one into a new one, open or close its
// nominations, activate it and archive it; the name opens its divisions.
import type { TSeason } from '@courtside/contracts/admin';
import ArchiveIcon from '@mui/icons-material/Archive';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSeasons } from '../../../components/console/seasons';
import { useSetSeasonArchived } from '../api/set-season-archived';
import { useSetSeasonNominations } from '../api/set-season-nominations';
import { useSetSeasonStatus } from '../api/set-season-status';
import { formatIsoDate } from '../season-form';
import { SeasonDialog } from './SeasonDialog';

type Dialog = { copyOf: TSeason | null } | null;
type Outcome = { severity: 'success' | 'error'; text: string } | null;

export function SeasonsScreen() {
  const seasons = useSeasons();
  const navigate = useNavigate();
  const nominations = useSetSeasonNominations();
  const status = useSetSeasonStatus();
  const archived = useSetSeasonArchived();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const columns = useMemo<GridColDef<TSeason>[]>(() => {
    /** Runs a season change and says how it went above the grid. */
    const run = async (change: () => Promise<TSeason>, done: (s: TSeason) => string) => {
      setOutcome(null);
      try {
        setOutcome({ severity: 'success', text: done(await change()) });
      } catch (err) {
        setOutcome({
          severity: 'error',
          text: err instanceof ApiError ? err.message : 'Could not change the season. Please try again.',
        });
      }
    };
    return [
      {
        field: 'name',
        headerName: 'Season',
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/admin/seasons/${row.id}`}>
            {row.name}
          </Link>
        ),
      },
      { field: 'sport', headerName: 'Sport', width: 110 },
      {
        field: 'start_date',
        headerName: 'Starts',
        width: 120,
        valueFormatter: (value: string | null) => (value ? formatIsoDate(value) : ''),
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 110,
        valueGetter: (_v, row) => (row.archived ? 'archived' : row.status),
      },
      {
        field: 'nominations_open',
        headerName: 'Nominations',
        width: 120,
        valueGetter: (value: boolean) => (value ? 'open' : 'closed'),
      },
      { field: 'division_count', headerName: 'Divisions', type: 'number', width: 100 },
      { field: 'team_count', headerName: 'Teams', type: 'number', width: 90 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 200,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="copy"
            icon={<ContentCopyIcon />}
            label={`Copy ${row.name} into a new season`}
            onClick={() => setDialog({ copyOf: row })}
          />,
          <GridActionsCellItem
            key="nominations"
            icon={row.nominations_open ? <DoNotDisturbIcon /> : <HowToRegIcon />}
            label={`${row.nominations_open ? 'Close' : 'Open'} nominations for ${row.name}`}
            disabled={row.archived}
            onClick={() =>
              void run(
                () => nominations.mutateAsync({ id: row.id, open: !row.nominations_open }),
                (s) => `Nominations for ${s.name} are ${s.nominations_open ? 'open' : 'closed'}.`,
              )
            }
          />,
          <GridActionsCellItem
            key="status"
            icon={row.status === 'active' ? <PauseCircleIcon /> : <PlayCircleIcon />}
            label={`${row.status === 'active' ? 'Deactivate' : 'Activate'} ${row.name}`}
            disabled={row.archived}
            onClick={() =>
              void run(
                () =>
                  status.mutateAsync({ id: row.id, status: row.status === 'active' ? 'inactive' : 'active' }),
                (s) => `${s.name} is ${s.status === 'active' ? 'active: in the public draw' : 'inactive'}.`,
              )
            }
          />,
          <GridActionsCellItem
            key="archive"
            icon={row.archived ? <UnarchiveIcon /> : <ArchiveIcon />}
            label={`${row.archived ? 'Unarchive' : 'Archive'} ${row.name}`}
            onClick={() =>
              void run(
                () => archived.mutateAsync({ id: row.id, archived: !row.archived }),
                (s) => `${s.name} is ${s.archived ? 'archived' : 'no longer archived'}.`,
              )
            }
          />,
        ],
      },
    ];
  }, [nominations, status, archived]);

  return (
    <>
      <Button variant="contained" sx={{ mb: 2 }} onClick={() => setDialog({ copyOf: null })}>
        New season
      </Button>
      {seasons.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {seasons.error.message}
        </Alert>
      )}
      <div role={outcome?.severity === 'error' ? 'alert' : 'status'}>
        {outcome && (
          <Alert severity={outcome.severity} sx={{ mb: 2 }} onClose={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        )}
      </div>
      <div style={{ width: '100%' }}>
        <DataGrid
          aria-label="Seasons"
          rows={seasons.data ?? []}
          columns={columns}
          loading={seasons.isPending}
          showToolbar
          autoHeight
          disableRowSelectionOnClick
          slotProps={{ toolbar: { csvOptions: { fileName: 'seasons', allColumns: false } } }}
          pageSizeOptions={[25, 50, 100]}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        />
      </div>
      {dialog && (
        <SeasonDialog
          copyOf={dialog.copyOf}
          onClose={() => setDialog(null)}
          onDone={(season) => {
            setDialog(null);
            void navigate(`/admin/seasons/${season.id}`);
          }}
        />
      )}
    </>
  );
}
