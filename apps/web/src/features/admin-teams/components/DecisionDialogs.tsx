// Declining a manager's request asks why (kept in the audit log); confirming a forfeit notice
// says what it does first: the game's result becomes a forfeit loss for the team, in the draw
// and the ladder. Refusals (a request decided meanwhile: 409) show as the API words them.
import {
  ZRequestDecision,
  type TAdminForfeit,
  type TAdminTeam,
  type TAdminTeamRequest,
  type TRequestDecision,
} from '@courtside/contracts/admin';
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
import { useConfirmForfeit } from '../api/confirm-forfeit';
import { useDecideRequest } from '../api/decide-request';
import { REQUEST_KIND_LABEL, requestName } from '../teams';

export function DeclineRequestDialog({
  request,
  onDone,
  onClose,
}: {
  request: TAdminTeamRequest;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const decide = useDecideRequest();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<{ reason: string }>({
    defaultValues: { reason: '' },
    resolver: schemaResolver(() => ZRequestDecision),
  });
  const name = requestName(request);
  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    const body: TRequestDecision = reason.trim() ? { reason: reason.trim() } : {};
    try {
      await decide.mutateAsync({ requestId: request.id, approve: false, body });
      onDone(`The request for ${name} is declined.`);
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) return setFailure('Could not decline the request. Please try again.');
      const left = applyServerErrors(setError, err.errors, ['reason']);
      if (left.length || Object.keys(err.errors).length === 0) setFailure(left.join(' ') || err.message);
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="decline-request-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id="decline-request-title">Decline the request for {name}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <DialogContentText>
            {REQUEST_KIND_LABEL[request.kind]}, asked by {request.requested_by}. Nobody is added to the team;
            the team page shows {request.requested_by} the request as declined.
          </DialogContentText>
          <FormTextField
            name="reason"
            control={control}
            label="Reason (kept in the audit log)"
            autoFocus
            multiline
            minRows={2}
            inputProps={{ maxLength: 500 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="error" disabled={formState.isSubmitting}>
            Decline request
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function ConfirmForfeitDialog({
  team,
  forfeit,
  onDone,
  onClose,
}: {
  team: TAdminTeam;
  forfeit: TAdminForfeit;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const confirm = useConfirmForfeit();
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setFailure(null);
    try {
      await confirm.mutateAsync(forfeit.id);
      onDone(`The forfeit of ${forfeit.game} is recorded as ${team.name}'s loss.`);
      onClose();
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : 'Could not confirm the forfeit. Please try again.');
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="forfeit-title"
      aria-describedby="forfeit-text"
      maxWidth="sm"
    >
      <DialogTitle id="forfeit-title">Confirm the forfeit?</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText id="forfeit-text">
          {forfeit.requested_by} told the association that {team.name} forfeits {forfeit.game}. Confirming
          records a forfeit loss for {team.name} as the game's result: the draw, the results and the ladder
          show it, and any score entered for the game is replaced.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" color="warning" disabled={confirm.isPending} onClick={() => void run()}>
          Record forfeit loss
        </Button>
      </DialogActions>
    </Dialog>
  );
}
