// What staff do to a member besides editing: email a password reset link, deactivate or
// reactivate (with a reason), lift a voucher lock-out (with a reason), and merge a duplicate
// record into this one (with a reason; the dialog then shows what the API moved). Refusals show
// as the API words them.
import { ZMemberMerge, ZMemberReason, type TMemberDetail } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormTextField } from '../../../components/form/FormTextField';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { useMergeMember } from '../api/merge-member';
import { useClearVoucherLock } from '../api/clear-voucher-lock';
import { useSendResetLink } from '../api/send-reset-link';
import { useSetMemberActive } from '../api/set-member-active';
import { mergeSummary } from '../merge';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { ReasonField } from '../../../components/console/ReasonField';

type Open = 'active' | 'voucher-lock' | 'merge' | null;

export function MemberActions({ member, selfId }: { member: TMemberDetail; selfId: number }) {
  const mid = member.profile.mid;
  const [open, setOpen] = useState<Open>(null);
  const reset = useSendResetLink(mid);
  const unlock = useClearVoucherLock(mid);
  const merged = member.merged_into !== null;
  const active = member.deactivated_at === null;

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 2 }}>
        <Button
          variant="outlined"
          disabled={reset.isPending || !active}
          onClick={() => {
            reset.reset();
            reset.mutate();
          }}
        >
          Send reset link
        </Button>
        {!merged && (
          <Button
            variant="outlined"
            color={active ? 'error' : 'primary'}
            disabled={active && mid === selfId}
            onClick={() => setOpen('active')}
          >
            {active ? 'Deactivate' : 'Reactivate'}
          </Button>
        )}
        {!merged && (
          <Button
            variant="outlined"
            onClick={() => {
              unlock.reset();
              setOpen('voucher-lock');
            }}
          >
            Lift voucher lock-out
          </Button>
        )}
        {!merged && (
          <Button variant="outlined" onClick={() => setOpen('merge')}>
            Merge a duplicate into this member
          </Button>
        )}
      </Box>
      {reset.isSuccess && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          A password reset link was sent to {reset.data}.
        </Alert>
      )}
      {reset.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {reset.error.message}
        </Alert>
      )}
      {unlock.isSuccess && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {unlock.data}
        </Alert>
      )}
      {open === 'active' && <ActiveDialog member={member} onClose={() => setOpen(null)} />}
      {open === 'voucher-lock' && (
        <VoucherLockDialog member={member} unlock={unlock} onClose={() => setOpen(null)} />
      )}
      {open === 'merge' && <MergeDialog member={member} onClose={() => setOpen(null)} />}
    </>
  );
}

interface ReasonForm {
  reason: string;
}

const SAY_WHY = 'Say why (kept in the audit log).';
/** The contract's reason, with the message people read when it is left empty. */
const ZReasonForm = z.pipe(
  z.object({ reason: z.string().check(z.refine((r) => r.trim() !== '', SAY_WHY)) }),
  ZMemberReason,
);

function ActiveDialog({ member, onClose }: { member: TMemberDetail; onClose: () => void }) {
  const save = useSetMemberActive();
  const deactivating = member.deactivated_at === null;
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ReasonForm>({
    defaultValues: { reason: '' },
    resolver: schemaResolver(() => ZReasonForm),
  });
  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await save.mutateAsync({ mid: member.profile.mid, active: !deactivating, reason: reason.trim() });
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) return setFailure('Could not save. Please try again.');
      const left = applyServerErrors(setError, err.errors, ['reason']);
      if (left.length || Object.keys(err.errors).length === 0) setFailure(left.join(' ') || err.message);
    }
  });
  const title = `${deactivating ? 'Deactivate' : 'Reactivate'} ${member.profile.fullname}`;
  return (
    <ConsoleFormDialog
      title={title}
      failure={failure}
      submitText={deactivating ? 'Deactivate' : 'Reactivate'}
      submitColor={deactivating ? 'error' : 'primary'}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <DialogContentText>
        {deactivating
          ? 'They are signed out at once and can no longer sign in; everything they did stays. Searches leave them out unless asked for deactivated members.'
          : 'They can sign in again with their username and password.'}
      </DialogContentText>
      <ReasonField name="reason" control={control} required autoFocus />
    </ConsoleFormDialog>
  );
}

function VoucherLockDialog({
  member,
  unlock,
  onClose,
}: {
  member: TMemberDetail;
  unlock: ReturnType<typeof useClearVoucherLock>;
  onClose: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ReasonForm>({
    defaultValues: { reason: '' },
    resolver: schemaResolver(() => ZReasonForm),
  });
  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await unlock.mutateAsync(reason.trim());
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) return setFailure('Could not save. Please try again.');
      const left = applyServerErrors(setError, err.errors, ['reason']);
      if (left.length || Object.keys(err.errors).length === 0) setFailure(left.join(' ') || err.message);
    }
  });
  return (
    <ConsoleFormDialog
      title={`Lift ${member.profile.fullname}'s voucher lock-out`}
      failure={failure}
      submitText="Lift the lock-out"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <DialogContentText>
        After too many wrong voucher numbers or PINs a member cannot apply a voucher for a day. This clears
        their wrong tries and those of the vouchers they may use, so they can apply one again now.
      </DialogContentText>
      <ReasonField name="reason" control={control} required autoFocus />
    </ConsoleFormDialog>
  );
}

interface MergeForm {
  from_mid: string;
  reason: string;
}

const ZMergeForm = z.pipe(
  z.object({
    from_mid: z.string().check(z.regex(/^\d{1,9}$/, 'Enter the member id (digits only).')),
    reason: z.string().check(z.refine((r) => r.trim() !== '', SAY_WHY)),
  }),
  z.pipe(
    z.transform(({ from_mid, reason }: { from_mid: string; reason: string }) => ({
      from_mid: Number(from_mid),
      reason,
    })),
    ZMemberMerge,
  ),
);

function MergeDialog({ member, onClose }: { member: TMemberDetail; onClose: () => void }) {
  const merge = useMergeMember();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<MergeForm>({
    defaultValues: { from_mid: '', reason: '' },
    resolver: schemaResolver(() => ZMergeForm),
  });
  const onSubmit = handleSubmit(async ({ from_mid, reason }) => {
    setFailure(null);
    try {
      await merge.mutateAsync({ mid: member.profile.mid, from_mid: Number(from_mid), reason: reason.trim() });
    } catch (err) {
      if (!(err instanceof ApiError)) return setFailure('Could not merge. Please try again.');
      if (err.status === 404)
        return setError('from_mid', { type: 'server', message: 'No member has this id.' });
      const left = applyServerErrors(setError, err.errors, ['from_mid', 'reason']);
      if (left.length || Object.keys(err.errors).length === 0) setFailure(left.join(' ') || err.message);
    }
  });
  const done = merge.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby="merge-dialog-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id="merge-dialog-title">Merge a duplicate into {member.profile.fullname}</DialogTitle>
        <DialogContent>
          {done ? (
            <Box role="status">
              <Typography sx={{ mb: 1 }}>
                Member {done.from_mid} was merged into member {done.mid}. The duplicate is deactivated and
                points here.
              </Typography>
              <Box component="ul" sx={{ pl: 3, my: 0 }}>
                {mergeSummary(done).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Box>
            </Box>
          ) : (
            <>
              <DialogContentText>
                Everything of the duplicate (teams, invoices, orders, bookings, history) moves to member{' '}
                {member.profile.mid}; fields this member lacks are filled from it. This cannot be undone.
              </DialogContentText>
              {failure && (
                <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                  {failure}
                </Alert>
              )}
              <FormTextField
                name="from_mid"
                control={control}
                label="Duplicate's member id"
                required
                autoFocus
                inputProps={{ inputMode: 'numeric', maxLength: 9 }}
              />
              <FormTextField
                name="reason"
                control={control}
                label="Reason (kept in the audit log)"
                required
                multiline
                minRows={2}
                inputProps={{ maxLength: 500 }}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          {done ? (
            <Button onClick={onClose} variant="contained" autoFocus>
              Close
            </Button>
          ) : (
            <>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
                Merge
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
