// The documents members agree to: the addresses of the terms and conditions and the privacy
// policy, linked wherever a member agrees to them (registration, checkout, plan payment, profile).
// Only a changed address is sent, so the audit names only what changed. The server checks them.
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
  privacy_url: string;
  reason: string;
}

export function DocumentSettingsForm({ settings }: { settings: TAdminSettings }) {
  const save = useUpdateDocumentSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const currentTerms = settings.documents.terms_url ?? '';
  const currentPrivacy = settings.documents.privacy_url ?? '';
  const values = useMemo<DocumentsForm>(
    () => ({ terms_url: currentTerms, privacy_url: currentPrivacy, reason: '' }),
    [currentTerms, currentPrivacy],
  );
  const { control, handleSubmit, setError, formState } = useForm<DocumentsForm>({ values });

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    setSaved(null);
    const terms = form.terms_url.trim();
    const privacy = form.privacy_url.trim();
    if (terms === currentTerms && privacy === currentPrivacy) {
      return setSaved('Nothing to save: no setting changed.');
    }
    try {
      await save.mutateAsync({
        ...(terms !== currentTerms ? { terms_url: terms } : {}),
        ...(privacy !== currentPrivacy ? { privacy_url: privacy } : {}),
        ...(form.reason.trim() ? { reason: form.reason.trim() } : {}),
      });
      setSaved('Documents saved.');
    } catch (err) {
      setFailure(failureOf(err, setError, ['terms_url', 'privacy_url', 'reason']));
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
      <FormTextField
        name="privacy_url"
        control={control}
        label="Privacy policy address"
        hint="https://... Linked beside the terms and conditions; leave empty for no link."
        inputProps={{ inputMode: 'url', maxLength: 500 }}
      />
      <ReasonField name="reason" control={control} />
      <SaveBar text="Save documents" submitting={formState.isSubmitting} saved={saved} />
    </form>
  );
}
