import { MSG, ZUsernameEmailRequest } from '@courtside/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DismissibleAlert } from '../../../components/DismissibleAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { ApiError } from '../../../lib/api-client';
import { DELAY } from '../../../lib/delays';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { useSendUsername } from '../api/username-email';

interface Values {
  email: string;
}

export function ForgotUsernameForm() {
  const navigate = useNavigate();
  const send = useSendUsername();
  const [otherError, setOtherError] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<Values>({
    defaultValues: { email: '' },
    resolver: schemaResolver(() => ZUsernameEmailRequest),
  });

  useEffect(() => {
    if (!send.isSuccess) return;
    const timer = setTimeout(() => void navigate('/'), DELAY.afterRecoveryEmail);
    return () => clearTimeout(timer);
  }, [send.isSuccess, navigate]);

  const onSubmit = handleSubmit((values) => {
    setOtherError(null);
    send.mutate(values.email.trim(), {
      onError: (err) => {
        // Server errors for the email show under the field; anything else in an alert.
        const rest = err instanceof ApiError ? applyServerErrors(setError, err.errors, ['email']) : [];
        if (!(err instanceof ApiError) || rest.length > 0 || Object.keys(err.errors).length === 0)
          setOtherError(rest[0] ?? err.message);
      },
    });
  });
  const locked = send.isPending || send.isSuccess;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Forgot username">
      {send.isSuccess && <DismissibleAlert severity="success">{MSG.emailSent}</DismissibleAlert>}
      {otherError && (
        <DismissibleAlert severity="error" onClose={() => setOtherError(null)}>
          {otherError}
        </DismissibleAlert>
      )}
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        disabled={locked}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button type="button" variant="outlined" disabled={locked} onClick={() => reset({ email: '' })}>
          clear
        </Button>
        <Button type="submit" variant="contained" disabled={locked}>
          Send Username
        </Button>
      </Stack>
      <Stack
        component="nav"
        aria-label="Account help"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ mt: 3 }}
      >
        <Link component={RouterLink} to="/login">
          Back to login
        </Link>
        <Link component={RouterLink} to="/password/email">
          Forgot Password?
        </Link>
      </Stack>
    </Box>
  );
}
