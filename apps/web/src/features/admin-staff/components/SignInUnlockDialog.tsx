// An admin lifts a member's sign-in lock-out (too many wrong passwords or two-factor codes) by
// their username, with the reason the audit log keeps. Validated with the contract (ZSignInUnlock).
import { ZSignInUnlock, type TSignInUnlock } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { useClearSignInLock } from '../api/clear-sign-in-lock';

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
    <Dialog open onClose={onClose} aria-labelledby="unlock-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id="unlock-title">Clear a sign-in lock-out</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <DialogContentText>
            After too many wrong passwords or two-factor codes, a member must wait before trying again. This
            lets them try again now, from any address.
          </DialogContentText>
          <FormTextField name="username" control={control} label="Username" required autoFocus />
          <FormTextField
            name="reason"
            control={control}
            label="Reason (kept in the audit log)"
            multiline
            minRows={2}
            inputProps={{ maxLength: 500 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Clear the lock-out
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
