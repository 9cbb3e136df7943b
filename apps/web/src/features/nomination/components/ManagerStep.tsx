// Step 3: the team manager's details and their agreement.
import { useSettings } from '../../../lib/settings';
import type { NominationWizardState } from '../use-nomination-wizard';
import { PersonFields } from './PersonFields';

const MANAGER_AGREEMENT =
  'I agree to manage this team under the association’s competition rules and by-laws, and that the details above are correct.';

export function ManagerStep({ wizard }: { wizard: NominationWizardState }) {
  const { data: settings } = useSettings();
  return (
    <PersonFields
      who="manager"
      control={wizard.control}
      setValue={wizard.setValue}
      agreement={MANAGER_AGREEMENT}
      timeZone={settings?.time_zone ?? 'Australia/Sydney'}
    />
  );
}
