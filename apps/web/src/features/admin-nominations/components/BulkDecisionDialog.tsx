// One reason for the teams picked in the grid: required to decline (each manager is told why, as
// a single decline requires), optional to accept or waitlist. It names the teams and, for a
// decline, what goes back to the cards. The answer's per-team outcome is the screen's to show.
import {
  ZNominationDecision,
  ZNominationDecline,
  type TNominationBulkAction,
  type TNominationRow,
} from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { failureOf } from '../../../components/console/failure';
import { FormTextField } from '../../../components/form/FormTextField';
import { schemaResolver } from '../../../lib/form';
import { formatCents } from '../../../lib/money';
import { bulkTitle } from '../bulk-decisions';

/** Names listed in the dialog before "and N more". */
const NAMES_SHOWN = 8;

const EFFECT: Record<TNominationBulkAction, string> = {
  accept:
    'Each team is accepted as it would be on its own: one whose division has no place left is refused and stays picked.',
  decline:
    'What the teams still owe on their invoices is credited, and each place freed goes to the first team on its division’s waitlist.',
  waitlist: 'Each place freed goes to the first team on its division’s waitlist.',
};

export function BulkDecisionDialog({
  action,
  teams,
  onDecide,
  onClose,
}: {
  action: TNominationBulkAction;
  teams: readonly TNominationRow[];
  /** Sends the decision; resolves once the answer is shown, rejects with the API's refusal. */
  onDecide: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<{ reason: string }>({
    defaultValues: { reason: '' },
    resolver: schemaResolver(() => (action === 'decline' ? ZNominationDecline : ZNominationDecision)),
  });
  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await onDecide(reason.trim());
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, ['reason']));
    }
  });
  const paid = teams.reduce((sum, t) => sum + t.paid_cents, 0);
  const names = teams.slice(0, NAMES_SHOWN).map((t) => t.team);
  const more = teams.length - names.length;
  const title = bulkTitle(action, teams.length);

  return (
    <ConsoleFormDialog
      title={title}
      failure={failure}
      submitText={title}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      submitColor={action === 'decline' ? 'error' : 'primary'}
    >
      <DialogContentText sx={{ mb: 1 }}>
        {names.join(', ')}
        {more > 0 && ` and ${more} more`}.
      </DialogContentText>
      {action === 'decline' && paid > 0 && (
        <Alert severity="warning" sx={{ my: 2 }}>
          {formatCents(paid)} paid for these nominations is refunded to the cards it was paid with as soon as
          you decline.
        </Alert>
      )}
      <DialogContentText sx={{ mb: 1 }}>
        {EFFECT[action]} Each manager is emailed the outcome and the reason.
      </DialogContentText>
      <FormTextField
        name="reason"
        control={control}
        label="Reason (sent to each manager)"
        required={action === 'decline'}
        autoFocus
        multiline
        minRows={2}
        inputProps={{ maxLength: 500 }}
      />
    </ConsoleFormDialog>
  );
}
