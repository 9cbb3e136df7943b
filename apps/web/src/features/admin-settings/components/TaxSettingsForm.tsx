// Tax invoices and the invoices' bank account. With an ABN and GST registration on, receipts and
// invoices are tax invoices; with registration off they show no GST. The server checks the ABN
// against the ATO's checksum and answers any refusal under its field.
import type { TAdminSettings, TTaxSettingsUpdate } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormTextField } from '../../../components/form/FormTextField';
import { failureOf } from '../../../components/console/failure';
import { useUpdateTaxSettings } from '../api/update-tax-settings';
import { ReasonField } from '../../../components/console/ReasonField';
import { SaveBar } from '../../../components/console/SaveBar';

interface TaxForm {
  abn: string;
  gst_registered: boolean;
  eft_account_name: string;
  eft_bsb: string;
  eft_account_number: string;
  reason: string;
}
const TEXT_FIELDS = ['abn', 'eft_account_name', 'eft_bsb', 'eft_account_number'] as const;

export function TaxSettingsForm({ settings }: { settings: TAdminSettings }) {
  const save = useUpdateTaxSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const tax = settings.tax;
  const values = useMemo<TaxForm>(
    () => ({
      abn: tax.abn ?? '',
      gst_registered: tax.gst_registered,
      eft_account_name: tax.eft_account_name ?? '',
      eft_bsb: tax.eft_bsb ?? '',
      eft_account_number: tax.eft_account_number ?? '',
      reason: '',
    }),
    [tax],
  );
  const { control, handleSubmit, setError, formState } = useForm<TaxForm>({ values });

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    setSaved(null);
    const changes: TTaxSettingsUpdate = {};
    for (const key of TEXT_FIELDS) if (form[key].trim() !== (tax[key] ?? '')) changes[key] = form[key].trim();
    if (form.gst_registered !== tax.gst_registered) changes.gst_registered = form.gst_registered;
    if (Object.keys(changes).length === 0) return setSaved('Nothing to save: no setting changed.');
    if (form.reason.trim()) changes.reason = form.reason.trim();
    try {
      await save.mutateAsync(changes);
      setSaved('Tax settings saved.');
    } catch (err) {
      setFailure(failureOf(err, setError, [...TEXT_FIELDS, 'gst_registered', 'reason']));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Tax invoices and bank account">
      {failure && (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {failure}
        </Alert>
      )}
      <FormTextField
        name="abn"
        control={control}
        label="ABN"
        hint="11 digits; receipts and invoices become tax invoices once it is set and GST registration is on."
        inputProps={{ inputMode: 'numeric', maxLength: 14 }}
      />
      <FormCheckbox name="gst_registered" control={control} label="Registered for GST" />
      <Typography variant="body2" sx={{ mb: 1 }}>
        When off, receipts and invoices show no GST.
      </Typography>
      <FormTextField
        name="eft_account_name"
        control={control}
        label="Bank account name"
        inputProps={{ maxLength: 100 }}
      />
      <FormTextField
        name="eft_bsb"
        control={control}
        label="BSB"
        inputProps={{ inputMode: 'numeric', maxLength: 7 }}
      />
      <FormTextField
        name="eft_account_number"
        control={control}
        label="Account number"
        hint="Printed on every invoice for members paying by EFT, once name, BSB and number are all set."
        inputProps={{ inputMode: 'numeric', maxLength: 12 }}
      />
      <ReasonField name="reason" control={control} />
      <SaveBar text="Save tax settings" submitting={formState.isSubmitting} saved={saved} />
    </form>
  );
}
