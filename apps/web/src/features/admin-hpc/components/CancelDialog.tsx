// Cancelling a class, or the rest of its series: what it will do, and an optional reason (kept on
// the audit log and told to the members emailed).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Typography from '@mui/material/Typography';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FormTextField } from '../../../components/form/FormTextField';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { ZReasonForm, type ReasonForm } from '../classes';

export function CancelDialog({
  title,
  willText,
  confirmText,
  reasonRequired = false,
  onCancel,
  onClose,
}: {
  title: string;
  willText: string;
  confirmText: string;
  reasonRequired?: boolean;
  /** Resolves when done (the dialog then closes). */
  onCancel: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ReasonForm>({
    defaultValues: { reason: '' },
    resolver: schemaResolver(() => ZReasonForm(reasonRequired)),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      await onCancel(form.reason.trim());
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, ['reason']));
    }
  });
  return (
    <ConsoleFormDialog
      title={title}
      failure={failure}
      submitText={confirmText}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Typography sx={{ mb: 1 }}>{willText}</Typography>
      <FormTextField
        name="reason"
        control={control}
        label="Reason"
        required={reasonRequired}
        multiline
        minRows={2}
        hint={reasonRequired ? 'Told to the member' : 'Optional; told to the members emailed'}
        inputProps={{ maxLength: 500 }}
      />
    </ConsoleFormDialog>
  );
}
