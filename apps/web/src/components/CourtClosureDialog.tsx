// Closes a court for a time: a court of one of the venues, the first day and start time, the last
// day (empty: the same day) and end time (24:00 for the end of the day), and the reason. Checked
// with the contract (ZCourtClosureCreate) after the form's own wording; the server's refusals
// (a time the clocks skip, a court that is gone) show under the fields.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FieldGrid } from './form/FieldGrid';
import { FormSelect } from './form/FormSelect';
import { FormTextField } from './form/FormTextField';
import { IsoDateField } from './form/IsoDateField';
import { schemaResolver } from '../lib/form';
import { useCreateClosure } from '../lib/court-closures-api';
import {
  closureAddedText,
  closureInputOf,
  courtChoices,
  NEW_CLOSURE,
  ZClosureForm,
  type ClosureForm,
  type ClosureVenue,
} from '../lib/court-closures';
import { failureOf } from '../lib/console-failure';
import { ConsoleFormDialog } from './ConsoleFormDialog';

const FIELDS = ['court_id', 'start_date', 'start_time', 'end_date', 'end_time', 'reason'];

export function CourtClosureDialog({
  venues,
  onDone,
  onClose,
}: {
  venues: readonly ClosureVenue[];
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const create = useCreateClosure();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ClosureForm>({
    defaultValues: NEW_CLOSURE,
    resolver: schemaResolver(() => ZClosureForm),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      onDone(closureAddedText(await create.mutateAsync(closureInputOf(form))));
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, FIELDS));
    }
  });

  return (
    <ConsoleFormDialog
      title="Close a court"
      failure={failure}
      submitText="Close court"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormSelect
        name="court_id"
        control={control}
        label="Court"
        required
        hint="Closing a full court closes its halves, and a half its full court."
        options={courtChoices(venues)}
      />
      <FieldGrid>
        <IsoDateField name="start_date" control={control} label="First day" required hint="dd/mm/yyyy" />
        <FormTextField
          name="start_time"
          control={control}
          label="From"
          required
          hint="HH:mm, such as 08:00"
          inputProps={{ maxLength: 5, inputMode: 'numeric' }}
        />
        <IsoDateField
          name="end_date"
          control={control}
          label="Last day"
          hint="dd/mm/yyyy; leave empty for the first day"
        />
        <FormTextField
          name="end_time"
          control={control}
          label="Until"
          required
          hint="HH:mm; 24:00 for the end of the day"
          inputProps={{ maxLength: 5, inputMode: 'numeric' }}
        />
      </FieldGrid>
      <FormTextField
        name="reason"
        control={control}
        label="Reason"
        required
        hint="Shown to staff, such as Floor resurfacing"
        inputProps={{ maxLength: 200 }}
      />
    </ConsoleFormDialog>
  );
}
