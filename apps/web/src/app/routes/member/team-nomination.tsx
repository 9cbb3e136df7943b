import { NominationWizard } from '../../../features/nomination/components/NominationWizard';

export function Component() {
  return <NominationWizard />;
}
