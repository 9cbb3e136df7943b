// /admin/officials: the officials' work in four tabs. Allocation (a day's games at a venue against
// the officials, with the roster date's publication), Officials (who holds which roster types),
// Setup (roster types and rates, seasons and game times offered to referees) and Payments (games
// times rates for a period, as CSV). The tab is kept in the address (?tab=), so a reload or a
// link opens the same one.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { AllocationPanel } from './AllocationPanel';
import { PaymentsPanel } from './PaymentsPanel';
import { PeoplePanel } from './PeoplePanel';
import { SetupPanel } from './SetupPanel';

const TABS = [
  { key: 'allocation', label: 'Allocation', Panel: AllocationPanel },
  { key: 'officials', label: 'Officials', Panel: PeoplePanel },
  { key: 'setup', label: 'Setup', Panel: SetupPanel },
  { key: 'payments', label: 'Payments', Panel: PaymentsPanel },
] as const;

export function OfficialsScreen() {
  const [params, setParams] = useSearchParams();
  const current = TABS.find((t) => t.key === params.get('tab')) ?? TABS[0];
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current.key}
          onChange={(_e, key: string) => setParams(key === 'allocation' ? {} : { tab: key })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Officials"
        >
          {TABS.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`officials-tab-${t.key}`}
              aria-controls={`officials-panel-${t.key}`}
            />
          ))}
        </Tabs>
      </Box>
      <div
        role="tabpanel"
        id={`officials-panel-${current.key}`}
        aria-labelledby={`officials-tab-${current.key}`}
      >
        <current.Panel />
      </div>
    </>
  );
}
