// /admin/events/:event_id: one event's roster. Whether it is published (and the button that
// changes it), its shifts in a Data Grid in date and time order (member, date, time, venue, court,
// duty) with their change and remove actions, and adding a shift or copying a day. Dates and
// times are the association's local ones.
import type { TAdminShift } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState, type ReactNode } from 'react';
import { ConsoleConfirmDialog } from '../../../components/console/ConsoleConfirmDialog';
import { DetailList } from '../../../components/DetailList';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { SectionCard } from '../../../components/SectionCard';
import { ApiError } from '../../../lib/api-client';
import { weekdayAndDate } from '../../../lib/calendar-dates';
import { consoleGrid } from '../../../components/console/grid';
import { deleteShift, publishEvent, useEventRoster, useEventsChange } from '../api/events';
import { eventSpanText, publishedText, shiftText, shiftTimes } from '../events-form';
import { CopyDayDialog } from './CopyDayDialog';
import { ShiftDialog } from './ShiftDialog';
import { changeAction, removeAction } from '../../../components/console/grid-row-actions';

type Open =
  { kind: 'shift'; shift?: TAdminShift } | { kind: 'remove'; shift: TAdminShift } | { kind: 'copy' } | null;

export function EventRosterScreen({
  eventId,
  searchesMemberContacts,
  back,
}: {
  eventId: number;
  searchesMemberContacts: boolean;
  back: ReactNode;
}) {
  const roster = useEventRoster(eventId);
  const publish = useEventsChange(publishEvent);
  const remove = useEventsChange(deleteShift);
  const [open, setOpen] = useState<Open>(null);
  const [said, setSaid] = useState<Said>(null);
  const close = () => setOpen(null);
  const done = (text: string) => setSaid({ severity: 'success', text });

  const columns = useMemo<GridColDef<TAdminShift>[]>(
    () => [
      {
        field: 'starts_at',
        headerName: 'Date',
        width: 130,
        // Sorting by the instant sorts by date and time together.
        valueFormatter: (_v, row) => weekdayAndDate(row.date, 'short'),
      },
      { field: 'time', headerName: 'Time', width: 130, valueFormatter: (_v, row) => shiftTimes(row) },
      { field: 'member_name', headerName: 'Member', flex: 1, minWidth: 160 },
      { field: 'duty', headerName: 'Duty', width: 140 },
      { field: 'venue', headerName: 'Venue', width: 160 },
      { field: 'court', headerName: 'Court', width: 110 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Change',
        width: 100,
        getActions: ({ row }) => [
          changeAction(`Change the shift ${shiftText(row)}`, () => setOpen({ kind: 'shift', shift: row })),
          removeAction(`Remove the shift ${shiftText(row)}`, () => setOpen({ kind: 'remove', shift: row })),
        ],
      },
    ],
    [],
  );

  if (roster.isPending) return <Loading text="Loading the event..." />;
  if (roster.isError) return <LoadFailure title="Event" what="event" error={roster.error} back={back} />;
  const { event, shifts, duties, venues } = roster.data;

  const togglePublished = () => {
    setSaid(null);
    publish
      .mutateAsync({ id: event.id, published: !event.published })
      .then((e) => done(publishedText(e)))
      .catch((err: unknown) =>
        setSaid({
          severity: 'error',
          text: err instanceof ApiError ? err.message : 'Could not change the event. Please try again.',
        }),
      );
  };

  return (
    <>
      {back}
      <PageTitle>{event.name}</PageTitle>
      <DetailList
        items={[
          [
            'Published',
            event.published
              ? 'Yes: members on the event roster see it on their Event Roster page'
              : 'No: members do not see it yet',
          ],
          ['Shifts', eventSpanText(event)],
        ]}
      />
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button variant="contained" onClick={() => setOpen({ kind: 'shift' })}>
          Add a shift
        </Button>
        <Button variant="outlined" disabled={shifts.length === 0} onClick={() => setOpen({ kind: 'copy' })}>
          Copy a day
        </Button>
        <Button variant="outlined" disabled={publish.isPending} onClick={togglePublished}>
          {event.published ? 'Unpublish' : 'Publish'}
        </Button>
      </Box>
      <SectionCard title="Shifts">
        {shifts.length === 0 ? (
          <Typography>No shifts yet: add the first one.</Typography>
        ) : (
          <DataGrid
            aria-label="Shifts"
            rows={shifts}
            columns={columns}
            {...consoleGrid(`shifts-${event.name}`, shifts.length, 50)}
          />
        )}
      </SectionCard>
      {open?.kind === 'shift' && (
        <ShiftDialog
          eventId={event.id}
          shift={open.shift}
          venues={venues}
          duties={duties}
          searchesMemberContacts={searchesMemberContacts}
          onDone={done}
          onClose={close}
        />
      )}
      {open?.kind === 'copy' && (
        <CopyDayDialog eventId={event.id} shifts={shifts} onDone={done} onClose={close} />
      )}
      {open?.kind === 'remove' && (
        <ConsoleConfirmDialog
          title="Remove this shift?"
          confirmText="Remove"
          onConfirm={async () => {
            await remove.mutateAsync({ eventId: event.id, shiftId: open.shift.id });
            done(`Shift removed: ${shiftText(open.shift)}.`);
          }}
          onClose={close}
        >
          {shiftText(open.shift)} comes off the roster. The audit log keeps it.
        </ConsoleConfirmDialog>
      )}
    </>
  );
}
