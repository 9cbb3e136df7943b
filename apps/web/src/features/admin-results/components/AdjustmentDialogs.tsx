// Adding a ladder adjustment (a team, points to add or, with a minus, take away, and the reason)
// and taking one back (with a reason too): both reasons are kept with the change in the audit
// log. The API's field errors go under their fields; anything else above the form.
import type { TAdjustment, TNominationRow } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { useAddAdjustment } from '../api/add-adjustment';
import { useRemoveAdjustment } from '../api/remove-adjustment';
import { adjustmentOf, pointsText, ZAdjustmentForm, ZRemovalForm, type AdjustmentForm } from '../results';

/** What the screen says once a dialog closes. */
type Done = (text: string) => void;

/** The API's field errors under the fields; whatever is left (or a refusal without fields) as one message. */
function failureOf(
  err: unknown,
  apply: (errors: Record<string, string[]>) => string[],
  fallback: string,
): string | null {
  if (!(err instanceof ApiError)) return fallback;
  const left = apply(err.errors);
  return left.length || Object.keys(err.errors).length === 0 ? left.join(' ') || err.message : null;
}

export function AddAdjustmentDialog({
  divisionId,
  teams,
  onDone,
  onClose,
}: {
  divisionId: number;
  teams: readonly TNominationRow[];
  onDone: Done;
  onClose: () => void;
}) {
  const add = useAddAdjustment(divisionId);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<AdjustmentForm>({
    defaultValues: { team_id: '', points: '', reason: '' },
    resolver: schemaResolver(() => ZAdjustmentForm),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    const body = adjustmentOf(form);
    try {
      const saved = await add.mutateAsync({ divisionId, body });
      onDone(`${saved.team}: ${pointsText(saved.points)} points on the ladder.`);
      onClose();
    } catch (err) {
      setFailure(
        failureOf(
          err,
          (errors) => applyServerErrors(setError, errors, ['team_id', 'points', 'reason']),
          'Could not add the adjustment. Please try again.',
        ),
      );
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="add-adjustment-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id="add-adjustment-title">Add a ladder adjustment</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The points are added to the team&apos;s ladder points (a minus takes points away), in the ladder
            after every round too. The reason is kept with the adjustment and in the audit log.
          </DialogContentText>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
          <FormSelect
            name="team_id"
            control={control}
            label="Team"
            required
            placeholder="Choose the team"
            options={teams.map((t) => ({ value: String(t.team_id), text: t.team }))}
          />
          <FormTextField
            name="points"
            control={control}
            label="Points"
            required
            hint="Whole points from -100 to 100, e.g. 2 or -3"
            inputProps={{ maxLength: 4 }}
          />
          <FormTextField
            name="reason"
            control={control}
            label="Reason"
            required
            multiline
            minRows={2}
            inputProps={{ maxLength: 200 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Add adjustment
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function RemoveAdjustmentDialog({
  divisionId,
  adjustment,
  onDone,
  onClose,
}: {
  divisionId: number;
  adjustment: TAdjustment;
  onDone: Done;
  onClose: () => void;
}) {
  const remove = useRemoveAdjustment(divisionId);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<{ reason: string }>({
    defaultValues: { reason: '' },
    resolver: schemaResolver(() => ZRemovalForm),
  });
  const what = `${adjustment.team}'s ${pointsText(adjustment.points)}`;
  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await remove.mutateAsync({ adjustmentId: adjustment.id, reason: reason.trim() });
      onDone(`${what} is taken off the ladder.`);
      onClose();
    } catch (err) {
      setFailure(
        failureOf(
          err,
          (errors) => applyServerErrors(setError, errors, ['reason']),
          'Could not remove the adjustment. Please try again.',
        ),
      );
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="remove-adjustment-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id="remove-adjustment-title">Remove {what}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Added for: {adjustment.reason ?? 'no reason given'}. Taking it back changes the ladder at once;
            the audit log keeps both reasons.
          </DialogContentText>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
          <FormTextField
            name="reason"
            control={control}
            label="Reason for removing"
            required
            autoFocus
            multiline
            minRows={2}
            inputProps={{ maxLength: 200 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="error" disabled={formState.isSubmitting}>
            Remove adjustment
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
