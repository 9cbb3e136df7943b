// Adds blackout dates to the season: a kind (public holiday, school holidays, anything else), the
// first and last date (one day when the last is left empty), the reason staff and managers see,
// and one venue or every venue. Checked with the contract (ZBlackoutInput) after the form's own
// wording; the server's refusals show under the fields.
import { BLACKOUT_KINDS, type TDrawSetup } from '@courtside/contracts/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { schemaResolver } from '../../../lib/form';
import { useCreateBlackout } from '../api/create-blackout';
import {
  BLACKOUT_KIND_LABEL,
  blackoutDates,
  blackoutInputOf,
  NEW_BLACKOUT,
  ZBlackoutForm,
  type BlackoutForm,
} from '../draw-form';
import { failureOf } from '../../../components/console/failure';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';

const FIELDS = ['kind', 'from_date', 'to_date', 'reason', 'venue_id'];

export function BlackoutDialog({
  seasonId,
  venues,
  onDone,
  onClose,
}: {
  seasonId: number;
  venues: TDrawSetup['venues'];
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const create = useCreateBlackout();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<BlackoutForm>({
    defaultValues: NEW_BLACKOUT,
    resolver: schemaResolver(() => ZBlackoutForm),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const saved = await create.mutateAsync({ seasonId, ...blackoutInputOf(form) });
      onDone(`Blackout added: ${blackoutDates(saved)}, ${saved.reason}.`);
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, FIELDS));
    }
  });

  return (
    <ConsoleFormDialog
      title="Add blackout dates"
      failure={failure}
      submitText="Add blackout"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FieldGrid>
        <FormSelect
          name="kind"
          control={control}
          label="Kind"
          required
          options={BLACKOUT_KINDS.map((k) => ({ value: k, text: BLACKOUT_KIND_LABEL[k] }))}
        />
        <FormSelect
          name="venue_id"
          control={control}
          label="Venue"
          placeholder="Every venue"
          options={venues.map((v) => ({ value: String(v.id), text: v.name }))}
        />
        <IsoDateField name="from_date" control={control} label="First date" required hint="dd/mm/yyyy" />
        <IsoDateField
          name="to_date"
          control={control}
          label="Last date"
          hint="dd/mm/yyyy; leave empty for the first date alone"
        />
      </FieldGrid>
      <FormTextField
        name="reason"
        control={control}
        label="Reason"
        required
        hint="Shown with the dates, such as Easter school holidays"
        inputProps={{ maxLength: 120 }}
      />
    </ConsoleFormDialog>
  );
}
