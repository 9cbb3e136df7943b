// Turning two-factor sign-in on: the app's first code and the code set-up emailed to the account's
// address (a password alone must not enrol an authenticator). Validated with the contract
// (ZSecondFactorEnable) before it is sent; the server's refusals land on their fields.
import { ZSecondFactorEnable, type TSecondFactorEnable } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../../lib/form';

export function EnableSecondFactorForm({
  emailSentTo,
  onCodes,
  onCancel,
}: {
  /** Where set-up emailed its code, partly hidden. */
  emailSentTo: string;
  /** Sends both codes; throws the server's refusal. */
  onCodes: (codes: TSecondFactorEnable) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<TSecondFactorEnable>({
    defaultValues: { code: '', email_code: '' },
    resolver: schemaResolver(() => ZSecondFactorEnable),
  });
  const onSubmit = handleSubmit(async ({ code, email_code }) => {
    setFailure(null);
    try {
      await onCodes({ code: code.trim(), email_code: email_code.trim() });
    } catch (err) {
      if (!(err instanceof ApiError)) return setFailure('Could not check the codes. Please try again.');
      const left = applyServerErrors(setError, err.errors, ['code', 'email_code']);
      if (left.length || Object.keys(err.errors).length === 0) setFailure(left.join(' ') || err.message);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ maxWidth: 360 }}>
      {failure && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {failure}
        </Alert>
      )}
      <FormTextField
        name="code"
        control={control}
        label="Code from the app"
        required
        autoFocus
        autoComplete="one-time-code"
        inputProps={{ maxLength: 20, spellCheck: false, autoCapitalize: 'none', inputMode: 'numeric' }}
      />
      <FormTextField
        name="email_code"
        control={control}
        label="Code we emailed you"
        hint={`Sent to ${emailSentTo}; it works once, for 15 minutes.`}
        required
        autoComplete="off"
        inputProps={{ maxLength: 20, spellCheck: false, autoCapitalize: 'none', inputMode: 'numeric' }}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Turn on
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Box>
    </Box>
  );
}
