// Declining a nomination asks why (the manager is emailed the reason) and warns that what was
// paid for it goes back to the card: the API refunds it through the gateway at once.
import { ZNominationDecline, type TNominationDecline, type TNominationRow } from '@courtside/contracts/admin';
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
import { formatCents } from '../../../lib/money';

export function DeclineDialog({
  nomination,
  onDecline,
  onClose,
}: {
  nomination: TNominationRow;
  onDecline: (body: TNominationDecline) => Promise<void>;
  onClose: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<TNominationDecline>({
    defaultValues: { reason: '' },
    resolver: schemaResolver(() => ZNominationDecline),
  });
  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await onDecline({ reason: reason.trim() });
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError))
        return setFailure('Could not decline the nomination. Please try again.');
      const left = applyServerErrors(setError, err.errors, ['reason']);
      if (left.length || Object.keys(err.errors).length === 0) setFailure(left.join(' ') || err.message);
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="decline-dialog-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id="decline-dialog-title">Decline {nomination.team}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          {nomination.paid_cents > 0 ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {formatCents(nomination.paid_cents)} paid for this nomination is refunded to the card it was
              paid with as soon as you decline. What the team still owes on its invoices is credited.
            </Alert>
          ) : (
            <DialogContentText>
              Nothing was paid for this nomination; what the team still owes on its invoices is credited.
            </DialogContentText>
          )}
          <DialogContentText>
            {nomination.manager ?? 'The manager'} is emailed the reason. Its place in {nomination.division}{' '}
            goes to the first team on the waitlist.
          </DialogContentText>
          <FormTextField
            name="reason"
            control={control}
            label="Reason (sent to the manager)"
            required
            autoFocus
            multiline
            minRows={2}
            inputProps={{ maxLength: 500 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="error" disabled={formState.isSubmitting}>
            Decline nomination
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
