// Step 4: an optional team coach, with the declaration a coach needs.
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { useSettings } from '../../../lib/settings';
import type { NominationWizardState } from '../use-nomination-wizard';
import { PersonFields } from './PersonFields';

const COACH_DECLARATION =
  'I declare that the Team Coach is not a person prohibited by the Child Protection (Prohibited Employment) Act 1998 from seeking, undertaking or remaining in child-related employment.';

export function CoachStep({ wizard }: { wizard: NominationWizardState }) {
  const { data: settings } = useSettings();
  return (
    <>
      <FormCheckbox control={wizard.control} name="coach.showCoach" label="Add a team coach" />
      {wizard.values.coach.showCoach && (
        <PersonFields
          who="coach"
          control={wizard.control}
          setValue={wizard.setValue}
          agreement={COACH_DECLARATION}
          timeZone={settings?.time_zone ?? 'Australia/Sydney'}
        />
      )}
    </>
  );
}
