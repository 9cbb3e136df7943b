// The console asks a session signed in with a password alone for a code: the 6 digits the
// authenticator app shows, or one of the recovery codes. The session's cookie is then
// re-issued as signed in with a second factor, and the console opens.
import { ZSecondFactorCode, type TSecondFactorCode } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { useVerifySecondFactor } from '../api/verify-second-factor';
import { ConsoleNotice } from './ConsoleMessages';

export function StepUpPrompt() {
  const verify = useVerifySecondFactor();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<TSecondFactorCode>({
    defaultValues: { code: '' },
    resolver: schemaResolver(() => ZSecondFactorCode),
  });
  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await verify.mutateAsync(code.trim());
    } catch (err) {
      if (err instanceof ApiError) {
        const left = applyServerErrors(setError, err.errors, ['code']);
        if (left.length || Object.keys(err.errors).length === 0) setFailure(left.join(' ') || err.message);
      } else setFailure('Could not check the code. Please try again.');
    }
  });

  return (
    <ConsoleNotice title="Confirm it is you">
      <Typography sx={{ mb: 2 }}>
        Enter the 6-digit code your authenticator app shows for this account, or one of your recovery codes.
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormTextField
          name="code"
          control={control}
          label="Code"
          required
          autoFocus
          autoComplete="one-time-code"
          inputProps={{ maxLength: 20, spellCheck: false, autoCapitalize: 'none' }}
        />
        <Button type="submit" variant="contained" disabled={verify.isPending} sx={{ mt: 2 }}>
          Continue to the console
        </Button>
      </form>
    </ConsoleNotice>
  );
}
