// /admin/events: every event in a Data Grid with its shifts and dates and whether it is published
// (on the members' Event Roster page). From here staff add, rename, publish, unpublish and delete
// events; the name opens the event's roster.
import type { TAdminEvent } from '@courtside/contracts/admin';
import EditIcon from '@mui/icons-material/Edit';
import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConsoleConfirmDialog } from '../../../components/console/ConsoleConfirmDialog';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { ApiError } from '../../../lib/api-client';
import { weekdayAndDate } from '../../../lib/calendar-dates';
import { consoleGrid } from '../../../components/console/grid';
import { deleteEvent, publishEvent, useEvents, useEventsChange } from '../api/events';
import { publishedText } from '../events-form';
import { EventDialog } from './EventDialog';
import { removeAction } from '../../../components/console/grid-row-actions';

type Open = { kind: 'event'; event?: TAdminEvent } | { kind: 'delete'; event: TAdminEvent } | null;

export function EventsScreen() {
  const events = useEvents();
  const publish = useEventsChange(publishEvent);
  const remove = useEventsChange(deleteEvent);
  const [open, setOpen] = useState<Open>(null);
  const [said, setSaid] = useState<Said>(null);
  const close = () => setOpen(null);
  const done = (text: string) => setSaid({ severity: 'success', text });

  const columns = useMemo<GridColDef<TAdminEvent>[]>(() => {
    const togglePublished = (row: TAdminEvent) => {
      setSaid(null);
      publish
        .mutateAsync({ id: row.id, published: !row.published })
        .then((e) => setSaid({ severity: 'success', text: publishedText(e) }))
        .catch((err: unknown) =>
          setSaid({
            severity: 'error',
            text: err instanceof ApiError ? err.message : 'Could not change the event. Please try again.',
          }),
        );
    };
    return [
      {
        field: 'name',
        headerName: 'Event',
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/admin/events/${row.id}`}>
            {row.name}
          </Link>
        ),
      },
      {
        field: 'published',
        headerName: 'Published',
        width: 110,
        valueGetter: (value: boolean) => (value ? 'Published' : 'Not published'),
      },
      { field: 'shifts', headerName: 'Shifts', type: 'number', width: 80 },
      {
        field: 'first_date',
        headerName: 'First shift',
        width: 140,
        valueFormatter: (value: string | null) => (value ? weekdayAndDate(value, 'short') : ''),
      },
      {
        field: 'last_date',
        headerName: 'Last shift',
        width: 140,
        valueFormatter: (value: string | null) => (value ? weekdayAndDate(value, 'short') : ''),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Change',
        width: 140,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="rename"
            icon={<EditIcon />}
            label={`Rename ${row.name}`}
            title={`Rename ${row.name}`}
            onClick={() => setOpen({ kind: 'event', event: row })}
          />,
          <GridActionsCellItem
            key="publish"
            icon={row.published ? <PublicOffIcon /> : <PublicIcon />}
            label={`${row.published ? 'Unpublish' : 'Publish'} ${row.name}`}
            title={`${row.published ? 'Unpublish' : 'Publish'} ${row.name}`}
            onClick={() => togglePublished(row)}
          />,
          removeAction(`Delete ${row.name}`, () => setOpen({ kind: 'delete', event: row })),
        ],
      },
    ];
  }, [publish]);

  if (events.isPending) return <Loading text="Loading the events..." />;
  if (events.isError) return <LoadFailure title="Event rosters" error={events.error} />;
  const rows = events.data;

  return (
    <>
      <Typography sx={{ mb: 2 }}>
        Events and their rosters of shifts. Members on the event roster see an event on their Event Roster
        page once it is published; a new event stays unpublished while its roster is built.
      </Typography>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <Button variant="contained" sx={{ mb: 2 }} onClick={() => setOpen({ kind: 'event' })}>
        New event
      </Button>
      {rows.length === 0 ? (
        <Typography>No events yet.</Typography>
      ) : (
        <DataGrid aria-label="Events" rows={rows} columns={columns} {...consoleGrid('events', rows.length)} />
      )}
      {open?.kind === 'event' && <EventDialog event={open.event} onDone={done} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConsoleConfirmDialog
          title={`Delete ${open.event.name}?`}
          confirmText="Delete"
          onConfirm={async () => {
            await remove.mutateAsync(open.event.id);
            done(`${open.event.name} deleted.`);
          }}
          onClose={close}
        >
          An event with shifts cannot be deleted: remove its shifts first, or unpublish it to take it off the
          members&apos; Event Roster page. The audit log keeps its name.
        </ConsoleConfirmDialog>
      )}
    </>
  );
}
