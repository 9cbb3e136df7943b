// The courts closed from a day on (a season's start on its Draw screen, today on Court hire), at
// the venues given: the same closures court hire refuses bookings over, which the next draft or
// repair keeps games out of. Staff close a court here and open it again; a closure over bookings
// already made says which, to contact the members.
import type { TCourtClosure } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Loading } from '../../components/Loading';
import { consoleGrid } from '../../components/console/grid';
import { useClosures, useDeleteClosure } from './court-closures-api';
import { weekdayAndDate } from '../../lib/calendar-dates';
import { closureWhen, type ClosureVenue } from './court-closures';
import { CourtClosureDialog } from './CourtClosureDialog';
import { ConsoleConfirmDialog as ConfirmDialog } from '../../components/console/ConsoleConfirmDialog';
import { removeAction } from '../../components/console/grid-row-actions';
import type { SaidLink } from '../../components/SaidAlert';

type Open = { kind: 'add' } | { kind: 'remove'; closure: TCourtClosure } | null;

const closureName = (c: TCourtClosure) => `${c.venue}, ${c.court}, ${closureWhen(c)}`;

export function CourtClosures({
  from,
  venues,
  what,
  onDone,
}: {
  /** YYYY-MM-DD: closures that end before this day are not listed (null: none is left out). */
  from: string | null;
  /** The venues whose closures are listed and whose courts can be closed. */
  venues: readonly ClosureVenue[];
  /** What the grid's CSV export is called, such as 'Winter 2027 court closures'. */
  what: string;
  onDone: (text: string, links?: SaidLink[]) => void;
}) {
  const closures = useClosures(from);
  const remove = useDeleteClosure();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const courts = venues.some((v) => v.courts.length > 0);
  const shown = useMemo(
    () => closures.data?.filter((c) => venues.some((v) => v.id === c.venue_id)),
    [closures.data, venues],
  );

  return (
    <>
      <Typography sx={{ mt: 1 }}>
        Courts closed for a time: court hire takes no booking on them and the next draft places no game on
        them. A closed full court closes its halves, and a half its full court.
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
          closures={shown ?? []}
          what={what}
          empty={
            from ? `No court is closed from ${weekdayAndDate(from, 'short')} on.` : 'No court is closed.'
          }
          onRemove={(closure) => setOpen({ kind: 'remove', closure })}
        />
      )}
      {open?.kind === 'add' && <CourtClosureDialog venues={venues} onDone={onDone} onClose={close} />}
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
  empty,
  onRemove,
}: {
  closures: TCourtClosure[];
  what: string;
  empty: string;
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
  if (closures.length === 0) return <Typography>{empty}</Typography>;
  return (
    <DataGrid
      aria-label="Court closures"
      rows={closures}
      columns={columns}
      {...consoleGrid(what, closures.length)}
    />
  );
}
