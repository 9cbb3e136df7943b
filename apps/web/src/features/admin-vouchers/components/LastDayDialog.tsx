// Changing a client voucher's last day: a date, or none (it then never expires). An Active &
// Creative Kids voucher keeps the expiry the state gave it, so its page does not offer this.
import type { TAdminVoucher } from '@courtside/contracts/admin';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { useChangeVoucher } from '../api/change-voucher';
import {
  lastDayChangeOf,
  lastDayFormOf,
  lastDaySetText,
  ZLastDayForm,
  type LastDayForm,
} from '../voucher-form';

export function LastDayDialog({
  voucher,
  onDone,
  onClose,
}: {
  voucher: TAdminVoucher;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const change = useChangeVoucher();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<LastDayForm>({
    defaultValues: lastDayFormOf(voucher),
    resolver: schemaResolver(() => ZLastDayForm),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      onDone(lastDaySetText(await change.mutateAsync({ id: voucher.id, ...lastDayChangeOf(form) })));
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, ['expires_on']));
    }
  });

  return (
    <ConsoleFormDialog
      title={`Change the last day of voucher ${voucher.number}`}
      failure={failure}
      submitText="Save last day"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Typography>
        Members can use it until the end of its last day, in the association&apos;s time zone. A day already
        past ends it now; no last day keeps it usable until it is withdrawn or used up.
      </Typography>
      <IsoDateField
        name="expires_on"
        control={control}
        label="Last day"
        hint="dd/mm/yyyy; empty: no last day"
      />
    </ConsoleFormDialog>
  );
}
