// Moving a team to another division of its season (a regrade). The API refuses a division with
// no place left (409) and one holding a team of the same name; those refusals show here.
import { ZNominationRegrade, type TNominationRegrade, type TNominationRow } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormTextField } from '../../../components/form/FormTextField';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { useSeason } from '../../../components/console/seasons';
import { divisionOptions } from '../../../components/console/division-options';

interface MoveForm {
  division_id: string;
  reason: string;
}
/** The contract's rules, with the message people read when no division is chosen. */
const ZMoveForm = z.pipe(
  z.pipe(
    z.object({
      division_id: z.string().check(z.minLength(1, 'Choose the division to move the team to.')),
      reason: z.string(),
    }),
    z.transform((v): Record<string, unknown> => v),
  ),
  ZNominationRegrade,
);

export function MoveDialog({
  nomination,
  onMove,
  onClose,
}: {
  nomination: TNominationRow;
  onMove: (body: TNominationRegrade) => Promise<void>;
  onClose: () => void;
}) {
  const season = useSeason(nomination.season_id);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<MoveForm>({
    defaultValues: { division_id: '', reason: '' },
    resolver: schemaResolver(() => ZMoveForm),
  });
  const onSubmit = handleSubmit(async ({ division_id, reason }) => {
    setFailure(null);
    try {
      await onMove({ division_id: Number(division_id), ...(reason.trim() && { reason: reason.trim() }) });
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) return setFailure('Could not move the team. Please try again.');
      const left = applyServerErrors(setError, err.errors, ['division_id', 'reason']);
      if (left.length || Object.keys(err.errors).length === 0) setFailure(left.join(' ') || err.message);
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="move-dialog-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id="move-dialog-title">Move {nomination.team} to another division</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          {season.isError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {season.error.message}
            </Alert>
          )}
          <DialogContentText>
            Now in {nomination.grade} / {nomination.group} / {nomination.division} ({nomination.season}). A
            place it leaves goes to the first team on the waitlist.
          </DialogContentText>
          <FormTextField
            name="division_id"
            control={control}
            label="Move to division"
            required
            autoFocus
            select={
              <>
                <option value="">Please select</option>
                {divisionOptions(season.data, nomination.division_id)}
              </>
            }
          />
          <FormTextField
            name="reason"
            control={control}
            label="Reason (sent to the manager)"
            multiline
            minRows={2}
            inputProps={{ maxLength: 500 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || season.isPending}>
            Move team
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
