// An admin resets another member's two-factor sign-in (their phone is lost, or someone else
// enrolled an authenticator with their password): a confirmation with the reason the audit log
// keeps. The member's sessions end and they are emailed.
import { ZStaffReason, type TStaffMember, type TStaffReason } from '@courtside/contracts/admin';
import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/form';
import { useResetSecondFactor } from '../api/reset-second-factor';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { ReasonField } from '../../../components/console/ReasonField';

export function ResetSecondFactorDialog({
  member,
  onDone,
  onClose,
}: {
  member: TStaffMember;
  /** Called with what to tell the admin once it is done. */
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const reset = useResetSecondFactor();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<Required<TStaffReason>>({
    defaultValues: { reason: '' },
    resolver: schemaResolver(() => ZStaffReason),
  });
  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ mid: member.mid, ...(reason.trim() && { reason: reason.trim() }) });
      onDone(
        `Two-factor sign-in of ${member.fullname} is reset. They have been signed out and emailed; they set it up again after signing in.`,
      );
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : 'Could not reset it. Please try again.');
    }
  });

  return (
    <ConsoleFormDialog
      title={`Reset two-factor sign-in of ${member.fullname}`}
      failure={failure}
      submitText="Reset two-factor sign-in"
      submitColor="error"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <DialogContentText>
        Their authenticator app and recovery codes stop working and they are signed out everywhere. They sign
        in with their password and set up an authenticator again, with a code we email them. Do this only once
        you are sure who asked: call them if in doubt.
      </DialogContentText>
      <ReasonField name="reason" control={control} autoFocus />
    </ConsoleFormDialog>
  );
}
