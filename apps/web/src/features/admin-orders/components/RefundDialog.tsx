// The order page's Refund dialog: the whole order or one line with something left to refund, the
// amount (at first all that is left of it), the reason, and what the refund will do. One
// idempotency key is made when the dialog opens and kept for its retries, so a double submit or a
// retry after a lost answer refunds once.
import { formatDollars } from '@courtside/contracts';
import { REFUND_REASON_MAX, type TOrderPage } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormTextField } from '../../../components/form/FormTextField';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { centsOfDollars } from '../../../lib/money';
import { newIdempotencyKey } from '../../../domains/payment/idempotency';
import { useRefundOrder } from '../api/refund-order';
import {
  entitlementChoice,
  lineLeftCents,
  REFUND_FIELDS,
  REFUND_RENAME,
  refundableLines,
  refundAmountOf,
  refundFormOf,
  refundFormSchema,
  refundLeftCents,
  refundMadeText,
  refundRequestOf,
  refundWillText,
  WHOLE_ORDER,
  type RefundForm,
} from '../refund-form';

export function RefundDialog({
  order,
  onDone,
  onClose,
}: {
  order: TOrderPage;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const refund = useRefundOrder();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useForm<RefundForm>({
    defaultValues: refundFormOf(order),
    resolver: schemaResolver(() => refundFormSchema(order, idempotencyKey)),
  });
  const [scope, amount, endEntitlement] = useWatch({
    control,
    name: ['scope', 'amount', 'endEntitlement'],
  });
  // A full refund always ends what the order paid for; a partial one asks staff.
  const choice = entitlementChoice(order);
  const partial = (centsOfDollars(amount) ?? 0) < order.refundable_cents;
  // Choosing the whole order or a line offers all that is left of it. (Set after the render, not
  // from a watch callback: useWatch would keep showing the amount from before.)
  const offeredFor = useRef(scope);
  useEffect(() => {
    if (offeredFor.current === scope) return;
    offeredFor.current = scope;
    setValue('amount', refundAmountOf(order, scope));
  }, [scope, order, setValue]);

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const refunded = await refund.mutateAsync({ id: order.id, ...refundRequestOf(form, idempotencyKey) });
      onDone(refundMadeText(refunded));
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, REFUND_FIELDS, REFUND_RENAME));
    }
  });

  return (
    <ConsoleFormDialog
      title={`Refund order #${order.id}`}
      failure={failure}
      submitText="Refund"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Typography>
        {formatDollars(order.refundable_cents)} of what this order received is left to refund.
      </Typography>
      <FormTextField
        name="scope"
        control={control}
        label="What to refund"
        select={[
          <option key={WHOLE_ORDER} value={WHOLE_ORDER}>
            The whole order
          </option>,
          ...refundableLines(order).map((line) => (
            <option key={line.id} value={String(line.id)}>
              {line.name} ({formatDollars(lineLeftCents(order, line))} left)
            </option>
          )),
        ]}
      />
      <FormTextField
        name="amount"
        control={control}
        label="Amount in dollars"
        required
        hint={`At most ${formatDollars(refundLeftCents(order, scope))}`}
        inputProps={{ inputMode: 'decimal', maxLength: 12, autoComplete: 'off' }}
      />
      <FormTextField
        name="reason"
        control={control}
        label="Reason"
        required
        multiline
        minRows={2}
        hint="Kept with the refund and in the audit log"
        inputProps={{ maxLength: REFUND_REASON_MAX }}
      />
      {choice && partial && <FormCheckbox name="endEntitlement" control={control} label={choice} />}
      <Box sx={{ mt: 2 }}>
        <Typography variant="subtitle2" component="p">
          What happens
        </Typography>
        {refundWillText(order, { scope, amount, endEntitlement: partial && endEntitlement }).map((text) => (
          <Typography key={text} sx={{ mt: 0.5 }}>
            {text}
          </Typography>
        ))}
      </Box>
    </ConsoleFormDialog>
  );
}
