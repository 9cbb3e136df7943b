// The documents members agree to: the address of the terms and conditions, linked wherever a
// member ticks that they agree (checkout, plan payment). The server checks the address.
import type { TAdminSettings } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import { failureOf } from '../../../components/console/failure';
import { useUpdateDocumentSettings } from '../api/update-document-settings';
import { ReasonField } from '../../../components/console/ReasonField';
import { SaveBar } from '../../../components/console/SaveBar';

interface DocumentsForm {
  terms_url: string;
  reason: string;
}

export function DocumentSettingsForm({ settings }: { settings: TAdminSettings }) {
  const save = useUpdateDocumentSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const current = settings.documents.terms_url ?? '';
  const values = useMemo<DocumentsForm>(() => ({ terms_url: current, reason: '' }), [current]);
  const { control, handleSubmit, setError, formState } = useForm<DocumentsForm>({ values });

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    setSaved(null);
    if (form.terms_url.trim() === current) return setSaved('Nothing to save: no setting changed.');
    try {
      await save.mutateAsync({
        terms_url: form.terms_url.trim(),
        ...(form.reason.trim() ? { reason: form.reason.trim() } : {}),
      });
      setSaved('Documents saved.');
    } catch (err) {
      setFailure(failureOf(err, setError, ['terms_url', 'reason']));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Documents members agree to">
      {failure && (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {failure}
        </Alert>
      )}
      <FormTextField
        name="terms_url"
        control={control}
        label="Terms and conditions address"
        hint="https://... Linked wherever members agree to the terms; leave empty for no link."
        inputProps={{ inputMode: 'url', maxLength: 500 }}
      />
      <ReasonField name="reason" control={control} />
      <SaveBar text="Save documents" submitting={formState.isSubmitting} saved={saved} />
    </form>
  );
}
