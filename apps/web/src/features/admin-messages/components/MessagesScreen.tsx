// /admin/messages: the messages sent to members, the latest first, with how many were delivered,
// are pending and failed (asked again while any are pending), and the way to write a new one.
import type { TMessageSummary } from '@courtside/contracts/admin';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { consoleGrid } from '../../../components/console/grid';
import { useTimeZone } from '../../../lib/settings';
import { useMessages } from '../api/messages';
import { KIND_LABELS, sentAtText } from './message-words';

export function MessagesScreen() {
  const messages = useMessages();
  const timeZone = useTimeZone();
  const columns = useMemo<GridColDef<TMessageSummary>[]>(
    () => [
      {
        field: 'subject',
        headerName: 'Subject',
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/admin/messages/${row.id}`}>
            {row.subject}
          </Link>
        ),
      },
      { field: 'audience_label', headerName: 'Audience', width: 220 },
      {
        field: 'kind',
        headerName: 'Kind',
        width: 130,
        valueFormatter: (v: TMessageSummary['kind']) => KIND_LABELS[v],
      },
      { field: 'sent_by', headerName: 'Sent by', width: 140 },
      {
        field: 'sent_at',
        headerName: 'Sent at',
        width: 160,
        valueFormatter: (v: string) => sentAtText(v, timeZone),
      },
      {
        field: 'delivered',
        headerName: 'Delivered',
        type: 'number',
        width: 90,
        valueGetter: (_v, r) => r.counts.delivered,
      },
      {
        field: 'pending',
        headerName: 'Pending',
        type: 'number',
        width: 80,
        valueGetter: (_v, r) => r.counts.pending,
      },
      {
        field: 'failed',
        headerName: 'Failed',
        type: 'number',
        width: 70,
        valueGetter: (_v, r) => r.counts.failed,
      },
    ],
    [timeZone],
  );

  if (messages.isPending) return <Loading text="Loading the messages..." />;
  if (messages.isError) return <LoadFailure title="Messages" error={messages.error} />;
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        Email members: association news goes only to members who chose to receive it, competition
        communications only to those who chose those. Every message says why it was received and carries a
        one-click unsubscribe link. Messages are sent by email only; the portal sends no SMS, so a member’s
        SMS choice is honoured by never texting.
      </Typography>
      <Button component={RouterLink} to="/admin/messages/new" variant="contained" sx={{ mb: 2 }}>
        New message
      </Button>
      <DataGrid
        aria-label="Sent messages"
        rows={messages.data}
        columns={columns}
        {...consoleGrid('messages', messages.data.length)}
        localeText={{ noRowsLabel: 'No messages sent yet.' }}
      />
    </>
  );
}
