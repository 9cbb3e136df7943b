// /admin/officials: the officials' work in four tabs. Allocation (a day's games at a venue against
// the officials, with the roster date's publication), Officials (who holds which roster types),
// Setup (roster types and rates, seasons and game times offered to referees) and Payments (games
// times rates for a period, as CSV). The tab is kept in the address (?tab=), so a reload or a
// link opens the same one.
import { AllocationPanel } from './AllocationPanel';
import { PaymentsPanel } from './PaymentsPanel';
import { PeoplePanel } from './PeoplePanel';
import { SetupPanel } from './SetupPanel';
import { ConsoleTabs, useConsoleTab } from '../../../components/console/ConsoleTabs';

const TABS = [
  { key: 'allocation', label: 'Allocation', Panel: AllocationPanel },
  { key: 'officials', label: 'Officials', Panel: PeoplePanel },
  { key: 'setup', label: 'Setup', Panel: SetupPanel },
  { key: 'payments', label: 'Payments', Panel: PaymentsPanel },
] as const;

export function OfficialsScreen() {
  const [current, choose] = useConsoleTab(TABS);
  return (
    <>
      <ConsoleTabs label="Officials" idPrefix="officials" tabs={TABS} current={current.key} onChoose={choose}>
        <current.Panel />
      </ConsoleTabs>
    </>
  );
}
