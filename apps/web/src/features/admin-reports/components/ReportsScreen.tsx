// /admin/reports: the treasurer's reports in four tabs. Takings (per day by method and gateway),
// GST (per month and BAS quarter), Owing (invoices by age) and Activity (registrations,
// nominations and sales per week, as a chart and a table). Each downloads as a CSV file. The tab
// is kept in the address (?tab=), so a reload or a link opens the same one.
import { Loading } from '../../../components/Loading';
import { useToday } from '../../../lib/settings';
import { ActivityPanel } from './ActivityPanel';
import { GstPanel } from './GstPanel';
import { OwingPanel } from './OwingPanel';
import { TakingsPanel } from './TakingsPanel';
import { ConsoleTabs, useConsoleTab } from '../../../components/console/ConsoleTabs';

const TABS = [
  { key: 'takings', label: 'Takings', Panel: TakingsPanel },
  { key: 'gst', label: 'GST', Panel: GstPanel },
  { key: 'owing', label: 'Owing', Panel: OwingPanel },
  { key: 'activity', label: 'Activity', Panel: ActivityPanel },
] as const;

export function ReportsScreen() {
  const today = useToday();
  const [current, choose] = useConsoleTab(TABS);
  return (
    <>
      <ConsoleTabs label="Reports" idPrefix="reports" tabs={TABS} current={current.key} onChoose={choose}>
        {today === undefined ? <Loading text="Loading the report..." /> : <current.Panel today={today} />}
      </ConsoleTabs>
    </>
  );
}
