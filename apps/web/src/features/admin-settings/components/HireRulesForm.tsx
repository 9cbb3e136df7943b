// The rule members cancel and move their own court hire by (Court Hire History): hours before the
// start a hire may be cancelled with a refund, the percentage of what was paid that comes back,
// whether a later cancellation is allowed (with nothing back), and hours before the start a hire
// may be moved. Only a changed field is sent, so the audit names only what changed.
import type { TAdminSettings, THireRules } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormSwitch } from '../../../components/form/FormSwitch';
import { FormTextField } from '../../../components/form/FormTextField';
import { failureOf } from '../../../components/console/failure';
import { ReasonField } from '../../../components/console/ReasonField';
import { SaveBar } from '../../../components/console/SaveBar';
import { useUpdateHireRules } from '../api/update-hire-rules';

interface HireRulesForm {
  cancel_hours: string;
  refund_percent: string;
  late_cancel: boolean;
  move_hours: string;
  reason: string;
}

const NUMBERS = ['cancel_hours', 'refund_percent', 'move_hours'] as const;
const WHOLE = /^\d{1,4}$/;

export function HireRulesForm({ settings }: { settings: TAdminSettings }) {
  const save = useUpdateHireRules();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const current = settings.hire;
  const values = useMemo<HireRulesForm>(
    () => ({
      cancel_hours: String(current.cancel_hours),
      refund_percent: String(current.refund_percent),
      late_cancel: current.late_cancel,
      move_hours: String(current.move_hours),
      reason: '',
    }),
    [current.cancel_hours, current.refund_percent, current.late_cancel, current.move_hours],
  );
  const { control, handleSubmit, setError, formState } = useForm<HireRulesForm>({ values });

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    setSaved(null);
    const changed: Partial<THireRules> = {};
    for (const key of NUMBERS) {
      const text = form[key].trim();
      if (!WHOLE.test(text)) {
        setError(key, { message: key === 'refund_percent' ? 'Enter 0 to 100 %.' : 'Enter whole hours.' });
        return;
      }
      if (Number(text) !== current[key]) changed[key] = Number(text);
    }
    if (form.late_cancel !== current.late_cancel) changed.late_cancel = form.late_cancel;
    if (Object.keys(changed).length === 0) return setSaved('Nothing to save: no setting changed.');
    try {
      await save.mutateAsync({ ...changed, ...(form.reason.trim() ? { reason: form.reason.trim() } : {}) });
      setSaved('Court hire rule saved.');
    } catch (err) {
      setFailure(failureOf(err, setError, [...NUMBERS, 'late_cancel', 'reason']));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Members cancelling and moving court hire">
      {failure && (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {failure}
        </Alert>
      )}
      <FormTextField
        name="cancel_hours"
        control={control}
        label="Cancel with a refund up to (hours before the start)"
        hint="Members cancel their own hire online until then, with the refund below."
        inputProps={{ inputMode: 'numeric', maxLength: 4 }}
      />
      <FormTextField
        name="refund_percent"
        control={control}
        label="Refund (% of what was paid)"
        hint="100 gives back everything paid for the hire; 0 gives nothing back."
        inputProps={{ inputMode: 'numeric', maxLength: 3 }}
      />
      <FormSwitch
        name="late_cancel"
        control={control}
        label="Allow later cancellations, with no refund"
        hint="Off: a member must contact the association to cancel later."
      />
      <FormTextField
        name="move_hours"
        control={control}
        label="Move up to (hours before the start)"
        hint="To a free time of the same length and price, on the same court."
        inputProps={{ inputMode: 'numeric', maxLength: 4 }}
      />
      <ReasonField name="reason" control={control} />
      <SaveBar text="Save court hire rule" submitting={formState.isSubmitting} saved={saved} />
    </form>
  );
}
