// The courts closed from the season's start on, at every venue: the same closures court hire
// refuses bookings over, which the next draft or repair keeps games out of. Staff close a court
// here and open it again; a closure over bookings already made says which, to contact the members.
import type { TCourtClosure, TDrawSetup } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Loading } from '../../../components/Loading';
import { consoleGrid } from '../../../lib/console-grid';
import { useClosures, useDeleteClosure } from '../api/closures';
import { closureWhen } from '../draw-form';
import { ClosureDialog } from './ClosureDialog';
import { ConsoleConfirmDialog as ConfirmDialog } from '../../../components/ConsoleConfirmDialog';
import { removeAction } from '../../../components/grid-row-actions';

type Open = { kind: 'add' } | { kind: 'remove'; closure: TCourtClosure } | null;

const closureName = (c: TCourtClosure) => `${c.venue}, ${c.court}, ${closureWhen(c)}`;

export function Closures({ setup, onDone }: { setup: TDrawSetup; onDone: (text: string) => void }) {
  const closures = useClosures(setup.season.start_date);
  const remove = useDeleteClosure();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const courts = setup.venues.some((v) => v.courts.length > 0);

  return (
    <>
      <Typography sx={{ mt: 1 }}>
        Courts closed for a time, from the season’s start: court hire takes no booking on them and the next
        draft places no game on them. A closed full court closes its halves, and a half its full court.
      </Typography>
      <Box sx={{ my: 1 }}>
        <Button variant="contained" disabled={!courts} onClick={() => setOpen({ kind: 'add' })}>
          Close a court
        </Button>
      </Box>
      {closures.isPending ? (
        <Loading text="Loading the court closures..." />
      ) : closures.isError ? (
        <Alert severity="error" role="alert">
          {closures.error.message}
        </Alert>
      ) : (
        <ClosureGrid
          closures={closures.data}
          what={`${setup.season.name} court closures`}
          onRemove={(closure) => setOpen({ kind: 'remove', closure })}
        />
      )}
      {open?.kind === 'add' && <ClosureDialog venues={setup.venues} onDone={onDone} onClose={close} />}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          title={`Open ${open.closure.venue}, ${open.closure.court} again?`}
          confirmText="Open court"
          onConfirm={async () => {
            await remove.mutateAsync(open.closure.id);
            onDone(`Court opened: ${closureName(open.closure)}.`);
          }}
          onClose={close}
        >
          Court hire takes bookings again from {closureWhen(open.closure)}, and the next draft may place games
          then. Published games stay where they are.
        </ConfirmDialog>
      )}
    </>
  );
}

function ClosureGrid({
  closures,
  what,
  onRemove,
}: {
  closures: TCourtClosure[];
  what: string;
  onRemove: (closure: TCourtClosure) => void;
}) {
  const columns = useMemo<GridColDef<TCourtClosure>[]>(
    () => [
      {
        field: 'starts_at',
        headerName: 'When',
        minWidth: 260,
        flex: 1,
        // Sorted by the instant it starts, shown in local days and times.
        valueFormatter: (_v, row) => closureWhen(row),
      },
      { field: 'venue', headerName: 'Venue', width: 180 },
      {
        field: 'court',
        headerName: 'Court',
        width: 180,
        valueGetter: (_v, row) =>
          row.blocks.length === 0
            ? row.court
            : `${row.court} (and ${row.blocks.map((b) => b.name).join(', ')})`,
      },
      { field: 'reason', headerName: 'Reason', flex: 1, minWidth: 180 },
      { field: 'created_by', headerName: 'Closed by', width: 150 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Open',
        width: 80,
        getActions: ({ row }) => [
          removeAction(`Open the court again: ${closureName(row)}`, () => onRemove(row)),
        ],
      },
    ],
    [onRemove],
  );
  if (closures.length === 0) return <Typography>No court is closed from the season’s start.</Typography>;
  return (
    <DataGrid
      aria-label="Court closures"
      rows={closures}
      columns={columns}
      {...consoleGrid(what, closures.length)}
    />
  );
}
