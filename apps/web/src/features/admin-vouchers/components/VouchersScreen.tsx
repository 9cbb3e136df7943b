// /admin/vouchers: the treasurer's vouchers in two tabs. Vouchers (find any voucher, open its
// page, make a client voucher) and Active Kids claim (the Active & Creative Kids vouchers redeemed
// in a period, to claim back from the state, also as CSV). The tab is kept in the address (?tab=),
// so a reload or a link opens the same one.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { Loading } from '../../../components/Loading';
import { useToday } from '../../../lib/settings';
import { AkvClaimPanel } from './AkvClaimPanel';
import { VoucherList } from './VoucherList';

const TABS = [
  { key: 'vouchers', label: 'Vouchers' },
  { key: 'akv-claim', label: 'Active Kids claim' },
] as const;

export function VouchersScreen() {
  const [params, setParams] = useSearchParams();
  const today = useToday();
  const current = TABS.find((t) => t.key === params.get('tab')) ?? TABS[0];
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current.key}
          onChange={(_e, key: string) => setParams(key === 'vouchers' ? {} : { tab: key })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Vouchers"
        >
          {TABS.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`vouchers-tab-${t.key}`}
              aria-controls={`vouchers-panel-${t.key}`}
            />
          ))}
        </Tabs>
      </Box>
      <div
        role="tabpanel"
        id={`vouchers-panel-${current.key}`}
        aria-labelledby={`vouchers-tab-${current.key}`}
      >
        {current.key === 'vouchers' ? (
          <VoucherList />
        ) : today === undefined ? (
          <Loading text="Loading the claim..." />
        ) : (
          <AkvClaimPanel today={today} />
        )}
      </div>
    </>
  );
}
