// A member's page in the console: who they are and their state (active, deactivated, merged),
// the actions staff take, the edit form, and each part of their record as its area answers it
// (sport profiles, teams, invoices, orders, bookings, subscriptions, staff roles, audit trail).
import type { TAuditEntry, TMemberDetail } from '@courtside/contracts/admin';
import type {
  TInvoice,
  TMyBooking,
  TOrderSummary,
  TSportProfile,
  TSubscription,
  TTeamListItem,
} from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { DetailList } from '../../../components/DetailList';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { SectionCard } from '../../../components/SectionCard';
import { DataTable, type Column } from '../../../components/table/DataTable';
import { ApiError } from '../../../lib/api-client';
import { dollars } from '../../../domains/payment/format';
import { useSettings } from '../../../lib/settings';
import { useMember } from '../api/get-member';
import { auditChanges } from '../audit';
import { MemberActions } from './MemberActions';
import { MemberEditForm } from './MemberEditForm';
import { memberPath } from './MemberSearch';

export function MemberPage({ mid, selfId }: { mid: number; selfId: number }) {
  const member = useMember(mid);
  if (member.isPending) return <Loading text="Loading the member..." />;
  if (member.isError)
    return (
      <>
        <BackLink to="/admin/members">All members</BackLink>
        <PageTitle>{`Member ${mid}`}</PageTitle>
        <Alert severity="error" role="alert">
          {member.error instanceof ApiError && member.error.status === 404
            ? 'No member has this id.'
            : member.error.message}
        </Alert>
      </>
    );
  return <MemberRecord member={member.data} selfId={selfId} />;
}

function MemberRecord({ member, selfId }: { member: TMemberDetail; selfId: number }) {
  const { profile } = member;
  const timeZone = useSettings().data?.time_zone;
  const when = (iso: string) =>
    new Date(iso).toLocaleString('en-AU', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  const flags = (
    [
      ['is_eft', 'EFT'],
      ['is_ref', 'Referee'],
      ['is_roster', 'Rostered'],
      ['is_man', 'Noticeboard'],
      ['is_hpc', 'HPC'],
      ['non_pl', 'Not a player'],
      ['sk_tm', 'Skips team fees'],
    ] as const
  ).filter(([flag]) => profile[flag]);

  return (
    <>
      <BackLink to="/admin/members">All members</BackLink>
      <PageTitle>{profile.fullname}</PageTitle>
      <Typography sx={{ mb: 1 }}>
        Member {profile.mid}
        {profile.username && <> · username {profile.username}</>}{' '}
        {member.merged_into !== null ? (
          <Chip size="small" color="warning" label={`Merged into ${member.merged_into}`} />
        ) : member.deactivated_at ? (
          <Chip size="small" color="error" label={`Deactivated ${when(member.deactivated_at)}`} />
        ) : (
          <Chip size="small" color="success" label="Active" />
        )}
      </Typography>
      {member.merged_into !== null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This record was merged into{' '}
          <Link component={RouterLink} to={memberPath(member.merged_into)}>
            member {member.merged_into}
          </Link>
          : edit that one.
        </Alert>
      )}
      <MemberActions member={member} selfId={selfId} />

      <SectionCard title="Profile">
        <DetailList
          items={[
            ['Date of Birth', profile.dob.replaceAll('-', '/')],
            ['Gender', profile.gender || '-'],
            ['Email', profile.email || '-'],
            ['Mobile', profile.mobile || '-'],
            [
              'Address',
              [profile.address, profile.suburb, profile.state, profile.postcode].filter(Boolean).join(', ') ||
                '-',
            ],
            [
              'Membership',
              `${profile.membership_status}${profile.expiry_date ? ` (expires ${profile.expiry_date})` : ''}`,
            ],
            ['Access', flags.map(([, label]) => label).join(', ') || 'None'],
            ['Referee roster types', profile.access_ref.join(', ') || 'None'],
            ['Staff roles', member.staff_roles.join(', ') || 'None'],
            member.merged_from.length > 0 && [
              'Merged from',
              member.merged_from.map((m, i) => (
                <span key={m}>
                  {i > 0 && ', '}
                  <Link component={RouterLink} to={memberPath(m)}>
                    member {m}
                  </Link>
                </span>
              )),
            ],
          ]}
        />
      </SectionCard>

      <SectionCard title="Edit member">
        <MemberEditForm member={member} />
      </SectionCard>

      <SectionCard title="Sport profiles">
        <DataTable<TSportProfile>
          label="Sport profiles"
          rows={profile.sports}
          rowKey={(s) => s.value}
          search={false}
          emptyText="No sport profiles"
          columns={[
            { header: 'Sport', cell: (s) => s.text },
            { header: 'Registered until', cell: (s) => s.expiry_date ?? '-' },
            { header: 'Previous expiry', cell: (s) => s.prev_expiry_date ?? '-' },
            { header: 'Renewal due', cell: (s) => (s.memb_renewal ? 'Yes' : 'No') },
          ]}
        />
      </SectionCard>

      <SectionCard title="Teams">
        <DataTable<TTeamListItem>
          label="Teams"
          rows={member.teams}
          rowKey={(t) => t.t_id}
          search={false}
          emptyText="In no team"
          columns={[
            { header: 'Team', cell: (t) => t.t_name },
            { header: 'Division', cell: (t) => t.t_division },
            { header: 'Season', cell: (t) => t.t_season },
            { header: 'Position', cell: (t) => t.t_function },
          ]}
        />
      </SectionCard>

      <SectionCard title="Invoices">
        <DataTable<TInvoice>
          label="Invoices"
          rows={member.invoices}
          rowKey={(i) => i.inv_id}
          search={false}
          emptyText="No invoices"
          columns={[
            { header: 'Invoice', cell: (i) => `#${i.inv_id}` },
            { header: 'For', cell: (i) => i.inv_legacy_teams ?? i.inv_invoiceable },
            { header: 'Due', cell: (i) => i.inv_due_date },
            { header: 'Amount', cell: (i) => dollars(i.inv_amount), align: 'right' },
            { header: 'Owing', cell: (i) => dollars(i.inv_owing), align: 'right' },
            { header: 'Paid', cell: (i) => i.inv_paid },
          ]}
        />
      </SectionCard>

      <SectionCard title="Orders">
        <DataTable<TOrderSummary>
          label="Orders"
          rows={member.orders}
          rowKey={(o) => o.o_id}
          search={false}
          emptyText="No orders"
          columns={[
            { header: 'Order', cell: (o) => `#${o.o_id}` },
            { header: 'Date', cell: (o) => o.o_date_formatted },
            { header: 'Description', cell: (o) => o.o_description },
            { header: 'Total', cell: (o) => dollars(o.o_total), align: 'right' },
            { header: 'Status', cell: (o) => o.o_status },
          ]}
        />
      </SectionCard>

      <SectionCard title="Bookings">
        <DataTable<TMyBooking>
          label="Bookings"
          rows={member.bookings}
          rowKey={(b) => b.b_id}
          search={false}
          emptyText="No bookings"
          columns={[
            { header: 'From', cell: (b) => b.booking_from_formatted },
            { header: 'To', cell: (b) => b.booking_to_formatted },
            { header: 'Venue', cell: (b) => `${b.venue_name}, ${b.space_name}` },
            { header: 'Type', cell: (b) => b.type_name },
            { header: 'Status', cell: (b) => b.status },
          ]}
        />
      </SectionCard>

      <SectionCard title="Subscriptions">
        <DataTable<TSubscription>
          label="Subscriptions"
          rows={member.subscriptions}
          rowKey={(s) => s.id}
          search={false}
          emptyText="No subscriptions"
          columns={[
            { header: 'Plan', cell: (s) => s.name },
            { header: 'Price', cell: (s) => `${dollars(s.price)} ${s.cycle}`, align: 'right' },
            { header: 'Started', cell: (s) => s.start_date },
            { header: 'Ends', cell: (s) => s.end_date ?? '-' },
            { header: 'Status', cell: (s) => s.status },
          ]}
        />
      </SectionCard>

      <SectionCard title="Audit trail">
        <DataTable<TAuditEntry>
          label="Audit trail"
          rows={member.audit}
          rowKey={(e) => e.id}
          search={false}
          emptyText="No changes recorded"
          columns={AUDIT_COLUMNS(when)}
        />
      </SectionCard>
    </>
  );
}

const AUDIT_COLUMNS = (when: (iso: string) => string): Column<TAuditEntry>[] => [
  { header: 'When', cell: (e) => when(e.at) },
  { header: 'Who', cell: (e) => e.actor },
  { header: 'Action', cell: (e) => e.action },
  { header: 'Changes', cell: (e) => auditChanges(e.before, e.after).join('; ') || '-' },
  { header: 'Reason', cell: (e) => e.reason ?? '-' },
];
