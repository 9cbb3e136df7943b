// A new client voucher: its number (letters and digits, as members type it), a fixed amount in
// dollars or a percentage off, whom it is for (one member, whose birthday is then its PIN, or
// whoever's birthday is a PIN typed here), single use or reusable, and an optional last day. The
// form checks in its own words, then with the contract; the server's refusals (a number already
// used, a last day past) show under their fields or above the form. Once made, its page opens.
import type { TVoucherPage } from '@courtside/contracts/admin';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormSwitch } from '../../../components/form/FormSwitch';
import { FormTextField } from '../../../components/form/FormTextField';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { BillableField } from '../../../components/console/billable-field';
import { failureOf } from '../../../components/console/failure';
import { maskDigits } from '../../../lib/dates';
import { schemaResolver } from '../../../lib/form';
import { useCreateVoucher } from '../api/create-voucher';
import {
  holderHint,
  newVoucherForm,
  singleUseHint,
  voucherCreateOf,
  voucherErrorFields,
  ZVoucherForm,
  type VoucherForm,
} from '../voucher-form';

export function NewVoucherDialog({
  onDone,
  onClose,
}: {
  onDone: (voucher: TVoucherPage) => void;
  onClose: () => void;
}) {
  const create = useCreateVoucher();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<VoucherForm>({
    defaultValues: newVoucherForm(),
    resolver: schemaResolver(() => ZVoucherForm),
  });
  const [method, holder, recipient, singleUse] = useWatch({
    control,
    name: ['method', 'holder', 'recipient', 'single_use'],
  });

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      onDone(await create.mutateAsync(voucherCreateOf(form)));
    } catch (err) {
      const { fields, rename } = voucherErrorFields(form.holder);
      setFailure(failureOf(err, setError, fields, rename));
    }
  });

  return (
    <ConsoleFormDialog
      title="New voucher"
      failure={failure}
      submitText="Create voucher"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField
        name="number"
        control={control}
        label="Voucher number"
        required
        hint="4 to 50 letters and digits; kept in capitals without spaces or dashes, as members type it"
        inputProps={{ maxLength: 50, autoComplete: 'off' }}
      />
      <FieldGrid>
        <FormTextField
          name="method"
          control={control}
          label="Discount"
          select={[
            <option key="fixed" value="fixed">
              A fixed amount
            </option>,
            <option key="percent" value="percent">
              A percentage off
            </option>,
          ]}
        />
        <FormTextField
          name="amount"
          control={control}
          label={method === 'fixed' ? 'Amount in dollars' : 'Percentage off'}
          required
          hint={method === 'fixed' ? 'Such as 25 or 25.50' : 'Such as 15 or 12.5, at most 100'}
          inputProps={{ inputMode: 'decimal', maxLength: 12, autoComplete: 'off' }}
        />
      </FieldGrid>
      <FormTextField
        name="holder"
        control={control}
        label="Who can use it"
        hint={holderHint(holder)}
        select={[
          <option key="member" value="member">
            One member (the PIN is their birthday)
          </option>,
          <option key="pin" value="pin">
            A member with the birthday typed as the PIN
          </option>,
        ]}
      />
      {holder === 'member' ? (
        <BillableField<VoucherForm>
          name="recipient"
          control={control}
          label="Member"
          kinds={['member']}
          hint={
            recipient
              ? `The PIN will be ${recipient.name}'s birthday (DDMM), from their profile`
              : "Type part of the member's name"
          }
        />
      ) : (
        <FormTextField
          name="pin_ddmm"
          control={control}
          label="PIN"
          required
          hint="The birthday as DDMM, such as 0209 for 2 September"
          transform={(typed) => maskDigits(typed, 4)}
          inputProps={{ inputMode: 'numeric', maxLength: 4, autoComplete: 'off' }}
        />
      )}
      <FormSwitch
        name="single_use"
        control={control}
        label="Single use"
        hint={singleUseHint(singleUse, method)}
      />
      <IsoDateField
        name="expires_on"
        control={control}
        label="Last day"
        hint="The last day it can be used, dd/mm/yyyy; empty: no last day"
      />
    </ConsoleFormDialog>
  );
}
