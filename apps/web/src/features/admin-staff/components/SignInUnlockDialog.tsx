// An admin lifts a member's sign-in lock-out (too many wrong passwords or two-factor codes) by
// their username, with the reason the audit log keeps. Validated with the contract (ZSignInUnlock).
import { ZSignInUnlock, type TSignInUnlock } from '@courtside/contracts/admin';
import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { useClearSignInLock } from '../api/clear-sign-in-lock';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { ReasonField } from '../../../components/console/ReasonField';

export function SignInUnlockDialog({
  onDone,
  onClose,
}: {
  /** Called with the server's answer once it is done. */
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const clear = useClearSignInLock();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<Required<TSignInUnlock>>({
    defaultValues: { username: '', reason: '' },
    resolver: schemaResolver(() => ZSignInUnlock),
  });
  const onSubmit = handleSubmit(async ({ username, reason }) => {
    setFailure(null);
    try {
      onDone(
        await clear.mutateAsync({
          username: username.trim(),
          ...(reason.trim() && { reason: reason.trim() }),
        }),
      );
    } catch (err) {
      if (!(err instanceof ApiError)) return setFailure('Could not clear it. Please try again.');
      if (err.status === 404)
        return setError('username', { type: 'server', message: 'No member has this username.' });
      const left = applyServerErrors(setError, err.errors, ['username', 'reason']);
      if (left.length || Object.keys(err.errors).length === 0) setFailure(left.join(' ') || err.message);
    }
  });

  return (
    <ConsoleFormDialog
      title="Clear a sign-in lock-out"
      failure={failure}
      submitText="Clear the lock-out"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <DialogContentText>
        After too many wrong passwords or two-factor codes, a member must wait before trying again. This lets
        them try again now, from any address.
      </DialogContentText>
      <FormTextField name="username" control={control} label="Username" required autoFocus />
      <ReasonField name="reason" control={control} />
    </ConsoleFormDialog>
  );
}
