// One code, checked by the server: the 6 digits of the authenticator app (or a recovery code where
// the step accepts one). Validated with the contract (ZSecondFactorCode) before it is sent.
import { ZSecondFactorCode, type TSecondFactorCode } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../../lib/form';

export function SecondFactorCodeForm({
  label,
  submitLabel,
  onCode,
  onCancel,
  danger = false,
}: {
  label: string;
  submitLabel: string;
  /** Sends the code; throws the server's refusal. */
  onCode: (code: string) => Promise<unknown>;
  onCancel?: () => void;
  danger?: boolean;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<TSecondFactorCode>({
    defaultValues: { code: '' },
    resolver: schemaResolver(() => ZSecondFactorCode),
  });
  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await onCode(code.trim());
    } catch (err) {
      if (!(err instanceof ApiError)) return setFailure('Could not check the code. Please try again.');
      const left = applyServerErrors(setError, err.errors, ['code']);
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
        label={label}
        required
        autoFocus
        autoComplete="one-time-code"
        inputProps={{ maxLength: 20, spellCheck: false, autoCapitalize: 'none' }}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button
          type="submit"
          variant="contained"
          color={danger ? 'error' : 'primary'}
          disabled={formState.isSubmitting}
        >
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </Box>
    </Box>
  );
}
