// Names a new event, or renames one. A new event starts unpublished: members see it once staff
// publish it, after its roster is built.
import { ZEventWrite, type TAdminEvent, type TEventWrite } from '@courtside/contracts/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FormTextField } from '../../../components/form/FormTextField';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { saveEvent, useEventsChange } from '../api/events';

export function EventDialog({
  event,
  onDone,
  onClose,
}: {
  event?: TAdminEvent;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const save = useEventsChange(saveEvent);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<TEventWrite>({
    defaultValues: { name: event?.name ?? '' },
    resolver: schemaResolver(() => ZEventWrite),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: event?.id, name: form.name });
      onDone(
        event
          ? `Event renamed: ${saved.name}.`
          : `${saved.name} added. It is not published yet: add its shifts, then publish it.`,
      );
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, ['name']));
    }
  });

  return (
    <ConsoleFormDialog
      title={event ? `Rename ${event.name}` : 'New event'}
      failure={failure}
      submitText="Save"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField
        name="name"
        control={control}
        label="Event name"
        required
        autoFocus
        hint="As members see it in the event picker, such as Junior Carnival"
        inputProps={{ maxLength: 120 }}
      />
    </ConsoleFormDialog>
  );
}
