// A voucher's page in the console: its number, kind, value, PIN, whom it is for, single use or
// not, last day and status, and every paid order that used it (each linking to its order's page)
// with the discount it took. Finance staff withdraw or restore it from here (asked first), and
// change a client voucher's last day (an Active & Creative Kids voucher keeps the state's).
import { formatDollars } from '@courtside/contracts';
import type { TVoucherPage, TVoucherRedemption } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { ConsoleConfirmDialog } from '../../../components/console/ConsoleConfirmDialog';
import { DetailList } from '../../../components/DetailList';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { SectionCard } from '../../../components/SectionCard';
import { DataTable } from '../../../components/table/DataTable';
import { useToday } from '../../../lib/settings';
import { useChangeVoucher } from '../api/change-voucher';
import { useVoucher } from '../api/get-voucher';
import {
  changedText,
  KIND_TEXT,
  lastDayText,
  restoreWillText,
  STATUS_COLOR,
  STATUS_TEXT,
  valueText,
  withdrawWillText,
} from '../voucher-form';
import { LastDayDialog } from './LastDayDialog';

const back = <BackLink to="/admin/vouchers">All vouchers</BackLink>;

export function VoucherPage({ id, seesMembers }: { id: number; seesMembers: boolean }) {
  const voucher = useVoucher(id);
  if (voucher.isPending) return <Loading text="Loading the voucher..." />;
  if (voucher.isError)
    return <LoadFailure title="Voucher" what="voucher" error={voucher.error} back={back} />;
  return <VoucherRecord voucher={voucher.data} seesMembers={seesMembers} />;
}

/** A member's name, linking to their page for staff who reach the Members area (admins). */
function MemberName({ member, seesMembers }: { member: { id: number; name: string }; seesMembers: boolean }) {
  if (!seesMembers) return member.name;
  return (
    <Link component={RouterLink} to={`/admin/members/${member.id}`}>
      {member.name}
    </Link>
  );
}

function VoucherRecord({ voucher, seesMembers }: { voucher: TVoucherPage; seesMembers: boolean }) {
  const today = useToday() ?? '';
  const change = useChangeVoucher();
  const [said, setSaid] = useState<Said>(null);
  const [dialog, setDialog] = useState<'withdraw' | 'restore' | 'last-day' | null>(null);
  const withdrawn = voucher.status === 'withdrawn';
  const tell = (text: string) => setSaid({ severity: 'success', text });
  const setActive = async (active: boolean) =>
    tell(changedText(await change.mutateAsync({ id: voucher.id, active })));
  const close = () => setDialog(null);

  return (
    <>
      {back}
      <PageTitle>{`Voucher ${voucher.number}`}</PageTitle>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Chip label={STATUS_TEXT[voucher.status]} color={STATUS_COLOR[voucher.status]} />
        <Typography>
          {valueText(voucher)} · {KIND_TEXT[voucher.kind]}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { sm: 'auto' } }}>
          {voucher.kind === 'client' && (
            <Button variant="outlined" onClick={() => setDialog('last-day')}>
              Change last day
            </Button>
          )}
          {withdrawn ? (
            <Button variant="contained" onClick={() => setDialog('restore')}>
              Restore
            </Button>
          ) : (
            <Button variant="outlined" color="error" onClick={() => setDialog('withdraw')}>
              Withdraw
            </Button>
          )}
        </Box>
      </Box>

      <SectionCard title="Voucher">
        <DetailList
          items={[
            ['Number', voucher.number],
            ['Kind', KIND_TEXT[voucher.kind]],
            ['Value', valueText(voucher)],
            ['PIN', voucher.pin_ddmm],
            [
              'For',
              voucher.recipient ? (
                <MemberName member={voucher.recipient} seesMembers={seesMembers} />
              ) : (
                'A member whose birthday is the PIN'
              ),
            ],
            ['Use', voucher.single_use ? 'Single use' : 'Reusable'],
            ['Last day', lastDayText(voucher.expires_on)],
            ['Status', STATUS_TEXT[voucher.status]],
            ['Redemptions', voucher.redemptions],
            ['Discount given', formatDollars(voucher.discount_cents)],
          ]}
        />
      </SectionCard>

      <SectionCard title="Orders that used it">
        <Typography sx={{ mt: 1 }}>
          Paid orders only, newest first. Refunds are made from the order&apos;s page.
        </Typography>
        <DataTable<TVoucherRedemption>
          label="Orders that used it"
          rows={voucher.orders}
          rowKey={(o) => o.order_id}
          emptyText="No paid order has used this voucher"
          columns={[
            {
              header: 'Order',
              cell: (o) => (
                <Link component={RouterLink} to={`/admin/orders/${o.order_id}`}>
                  Order #{o.order_id}
                </Link>
              ),
              text: (o) => `Order #${o.order_id}`,
            },
            { header: 'Date', cell: (o) => o.paid_at_formatted },
            {
              header: 'Member',
              cell: (o) => <MemberName member={o.member} seesMembers={seesMembers} />,
              text: (o) => o.member.name,
            },
            { header: 'Items', cell: (o) => o.items },
            { header: 'Discount', cell: (o) => formatDollars(o.discount_cents), align: 'right' },
            { header: 'Total', cell: (o) => formatDollars(o.total_cents), align: 'right' },
          ]}
        />
      </SectionCard>

      {dialog === 'withdraw' && (
        <ConsoleConfirmDialog
          title={`Withdraw voucher ${voucher.number}?`}
          confirmText="Withdraw"
          onConfirm={() => setActive(false)}
          onClose={close}
        >
          {withdrawWillText(voucher)}
        </ConsoleConfirmDialog>
      )}
      {dialog === 'restore' && (
        <ConsoleConfirmDialog
          title={`Restore voucher ${voucher.number}?`}
          confirmText="Restore"
          tone="primary"
          onConfirm={() => setActive(true)}
          onClose={close}
        >
          {restoreWillText(voucher, today)}
        </ConsoleConfirmDialog>
      )}
      {dialog === 'last-day' && <LastDayDialog voucher={voucher} onDone={tell} onClose={close} />}
    </>
  );
}
