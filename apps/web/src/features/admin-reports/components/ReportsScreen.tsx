// /admin/reports: the treasurer's reports in four tabs. Takings (per day by method and gateway),
// GST (per month and BAS quarter), Owing (invoices by age) and Activity (registrations,
// nominations and sales per week, as a chart and a table). Each downloads as a CSV file. The tab
// is kept in the address (?tab=), so a reload or a link opens the same one.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { Loading } from '../../../components/Loading';
import { useToday } from '../../../lib/settings';
import { ActivityPanel } from './ActivityPanel';
import { GstPanel } from './GstPanel';
import { OwingPanel } from './OwingPanel';
import { TakingsPanel } from './TakingsPanel';

const TABS = [
  { key: 'takings', label: 'Takings', Panel: TakingsPanel },
  { key: 'gst', label: 'GST', Panel: GstPanel },
  { key: 'owing', label: 'Owing', Panel: OwingPanel },
  { key: 'activity', label: 'Activity', Panel: ActivityPanel },
] as const;

export function ReportsScreen() {
  const [params, setParams] = useSearchParams();
  const today = useToday();
  const current = TABS.find((t) => t.key === params.get('tab')) ?? TABS[0];
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current.key}
          onChange={(_e, key: string) => setParams(key === 'takings' ? {} : { tab: key })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Reports"
        >
          {TABS.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`reports-tab-${t.key}`}
              aria-controls={`reports-panel-${t.key}`}
            />
          ))}
        </Tabs>
      </Box>
      <div role="tabpanel" id={`reports-panel-${current.key}`} aria-labelledby={`reports-tab-${current.key}`}>
        {today === undefined ? <Loading text="Loading the report..." /> : <current.Panel today={today} />}
      </div>
    </>
  );
}
