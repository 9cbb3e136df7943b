// /admin/vouchers: the treasurer's vouchers in two tabs. Vouchers (find any voucher, open its
// page, make a client voucher) and Active Kids claim (the Active & Creative Kids vouchers redeemed
// in a period, to claim back from the state, also as CSV). The tab is kept in the address (?tab=),
// so a reload or a link opens the same one.
import { Loading } from '../../../components/Loading';
import { useToday } from '../../../lib/settings';
import { AkvClaimPanel } from './AkvClaimPanel';
import { VoucherList } from './VoucherList';
import { ConsoleTabs, useConsoleTab } from '../../../components/console/ConsoleTabs';

const TABS = [
  { key: 'vouchers', label: 'Vouchers' },
  { key: 'akv-claim', label: 'Active Kids claim' },
] as const;

export function VouchersScreen() {
  const today = useToday();
  const [current, choose] = useConsoleTab(TABS);
  return (
    <>
      <ConsoleTabs label="Vouchers" idPrefix="vouchers" tabs={TABS} current={current.key} onChoose={choose}>
        {current.key === 'vouchers' ? (
          <VoucherList />
        ) : today === undefined ? (
          <Loading text="Loading the claim..." />
        ) : (
          <AkvClaimPanel today={today} />
        )}
      </ConsoleTabs>
    </>
  );
}
