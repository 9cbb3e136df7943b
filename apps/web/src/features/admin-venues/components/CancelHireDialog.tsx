// Cancelling a hire frees its court. Staff say why and whether to refund the member (what they
// paid for it, by card through the gateway or as a credit on its invoice; an unpaid invoice of it
// is voided either way). What the API did, with the amount refunded, is said on the screen.
import type { TAdminHire } from '@courtside/contracts/admin';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FormSwitch } from '../../../components/form/FormSwitch';
import { FormTextField } from '../../../components/form/FormTextField';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { formatCents } from '../../../lib/money';
import { useCancelHire } from '../api/cancel-hire';
import { cancelKey, cancelledText } from '../hire-form';

interface CancelForm {
  reason: string;
  refund: boolean;
}

const ZCancelForm = z.object({
  reason: z.string().check(z.refine((t) => t.trim() !== '', 'Say why the hire is cancelled.')),
  refund: z.boolean(),
});

export function CancelHireDialog({
  hire,
  onDone,
  onClose,
}: {
  hire: TAdminHire;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const cancel = useCancelHire();
  // One key for this dialog: a second click after a lost answer cancels once.
  const key = useMemo(cancelKey, []);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState, watch } = useForm<CancelForm>({
    defaultValues: { reason: '', refund: true },
    resolver: schemaResolver(() => ZCancelForm),
  });
  const refund = watch('refund');
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const done = await cancel.mutateAsync({
        id: hire.id,
        reason: form.reason.trim(),
        refund: form.refund,
        idempotency_key: key,
      });
      onDone(cancelledText(done));
    } catch (err) {
      setFailure(failureOf(err, setError, ['reason', 'refund']));
    }
  });
  return (
    <ConsoleFormDialog
      title={`Cancel ${hire.member.name}'s hire?`}
      failure={failure}
      submitText="Cancel the hire"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField
        name="reason"
        control={control}
        label="Reason"
        required
        autoFocus
        hint="Kept in the audit log"
        inputProps={{ maxLength: 500 }}
      />
      <FormSwitch
        name="refund"
        control={control}
        label="Refund the member"
        hint={
          refund
            ? `What the member paid for it (of ${formatCents(hire.price_cents)}) goes back to them.`
            : 'Nothing is refunded; an unpaid invoice of it is voided.'
        }
      />
    </ConsoleFormDialog>
  );
}
