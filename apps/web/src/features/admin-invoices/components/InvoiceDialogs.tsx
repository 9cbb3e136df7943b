// The invoice page's two changes. Record payment: money received outside the portal (cash, EFT or
// a cheque), at most what is owing (all of it at first), with its reference. Void: a reason, and
// what voiding does (what is owing is credited by the credit note kept with the invoice).
import { formatDollars } from '@courtside/contracts';
import { ZInvoiceVoid, type TAdminInvoice, type TInvoiceVoid } from '@courtside/contracts/admin';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { useRecordPayment } from '../api/record-payment';
import { useVoidInvoice } from '../api/void-invoice';
import {
  OFFLINE_METHOD_OPTIONS,
  offlinePaymentOf,
  PAYMENT_FIELDS,
  PAYMENT_RENAME,
  paymentFormOf,
  paymentFormSchema,
  paymentRecordedText,
  voidedText,
  voidWillText,
  type PaymentForm,
} from '../invoice-form';

interface DialogProps {
  invoice: TAdminInvoice;
  onDone: (text: string) => void;
  onClose: () => void;
}

export function PaymentDialog({ invoice, onDone, onClose }: DialogProps) {
  const record = useRecordPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<PaymentForm>({
    defaultValues: paymentFormOf(invoice),
    resolver: schemaResolver(() => paymentFormSchema(invoice.owing_cents)),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const payment = offlinePaymentOf(form);
      const saved = await record.mutateAsync({ id: invoice.id, ...payment });
      onDone(paymentRecordedText(payment, saved));
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, PAYMENT_FIELDS, PAYMENT_RENAME));
    }
  });

  return (
    <ConsoleFormDialog
      title={`Record a payment of invoice #${invoice.id}`}
      failure={failure}
      submitText="Record payment"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Typography>
        {formatDollars(invoice.owing_cents)} is owing. Record money {invoice.billed_to} paid outside the
        portal: it is taken off what is owing.
      </Typography>
      <FieldGrid>
        <FormSelect
          name="method"
          control={control}
          label="Method"
          required
          placeholder="Choose the method"
          options={OFFLINE_METHOD_OPTIONS}
        />
        <FormTextField
          name="amount"
          control={control}
          label="Amount in dollars"
          required
          hint={`At most ${formatDollars(invoice.owing_cents)}`}
          inputProps={{ inputMode: 'decimal', maxLength: 12, autoComplete: 'off' }}
        />
      </FieldGrid>
      <FormTextField
        name="reference"
        control={control}
        label="Reference"
        required
        hint="The receipt or bank reference, or the cheque number"
        inputProps={{ maxLength: 100, autoComplete: 'off' }}
      />
    </ConsoleFormDialog>
  );
}

export function VoidDialog({ invoice, onDone, onClose }: DialogProps) {
  const voiding = useVoidInvoice();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<TInvoiceVoid>({
    defaultValues: { reason: '' },
    resolver: schemaResolver(() => ZInvoiceVoid),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      onDone(voidedText(await voiding.mutateAsync({ id: invoice.id, reason: form.reason.trim() })));
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, ['reason']));
    }
  });

  return (
    <ConsoleFormDialog
      title={`Void invoice #${invoice.id}?`}
      failure={failure}
      submitText="Void invoice"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Typography>{voidWillText(invoice)}</Typography>
      <FormTextField
        name="reason"
        control={control}
        label="Reason"
        required
        multiline
        minRows={2}
        hint="Kept with the invoice and in the audit log"
        inputProps={{ maxLength: 500 }}
      />
    </ConsoleFormDialog>
  );
}
