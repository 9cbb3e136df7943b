// /admin/messages/:id: one sent message: who it went to and how many were left out, its text (with
// the merge fields as written), and each recipient with where their email stands.
import type { TMessageRecipient } from '@courtside/contracts/admin';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DetailList } from '../../../components/DetailList';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { SectionCard } from '../../../components/SectionCard';
import { consoleGrid } from '../../../components/console/grid';
import { useTimeZone } from '../../../lib/settings';
import { useMessage } from '../api/messages';
import { KIND_LABELS, sentAtText } from './message-words';

const STATUS_LABELS: Record<TMessageRecipient['status'], string> = {
  delivered: 'Delivered',
  pending: 'Pending',
  failed: 'Failed',
};
const columns: GridColDef<TMessageRecipient>[] = [
  { field: 'name', headerName: 'Member', width: 180 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'team', headerName: 'Team', width: 160 },
  { field: 'division', headerName: 'Division', width: 160 },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    valueFormatter: (v: TMessageRecipient['status']) => STATUS_LABELS[v],
  },
];

export function MessageScreen({ messageId }: { messageId: number }) {
  const detail = useMessage(messageId);
  const timeZone = useTimeZone();
  if (detail.isPending) return <Loading text="Loading the message..." />;
  if (detail.isError) return <LoadFailure title="Message" what="message" error={detail.error} />;
  const { message, body, recipients } = detail.data;
  const { counts, skipped } = message;
  return (
    <>
      <PageTitle>{message.subject}</PageTitle>
      <SectionCard title="Sent">
        <DetailList
          items={[
            ['Audience', message.audience_label],
            ['Kind', KIND_LABELS[message.kind]],
            ['Sent by', message.sent_by],
            ['Sent at', sentAtText(message.sent_at, timeZone)],
            [
              'Recipients',
              `${counts.recipients}: ${counts.delivered} delivered, ${counts.pending} pending, ${counts.failed} failed`,
            ],
            [
              'Left out',
              `${skipped.unsubscribed} unsubscribed, ${skipped.no_email} without an email address`,
            ],
          ]}
        />
      </SectionCard>
      <SectionCard title="Message">
        <Typography component="div" sx={{ whiteSpace: 'pre-wrap' }}>
          {body}
        </Typography>
      </SectionCard>
      <DataGrid
        aria-label="Recipients"
        getRowId={(r) => r.member_id}
        rows={recipients}
        columns={columns}
        {...consoleGrid(`message-${message.id}-recipients`, recipients.length)}
      />
    </>
  );
}
