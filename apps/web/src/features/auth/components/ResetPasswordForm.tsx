import { MSG, passwordResetSchema } from '@courtside/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DismissibleAlert } from '../../../components/DismissibleAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { PasswordField } from '../../../components/form/PasswordField';
import { startSession } from '../../../lib/auth';
import { DELAY } from '../../../lib/delays';
import { schemaResolver } from '../../../lib/form';
import { useResetPassword } from '../api/password-reset';

interface Values {
  token: string;
  username: string;
  password: string;
  password_confirmation: string;
}

export function ResetPasswordForm({
  token,
  minPasswordLength,
}: {
  token: string;
  minPasswordLength: number;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resetCall = useResetPassword();
  const [errorText, setErrorText] = useState<string | null>(null);
  const empty: Values = { token, username: '', password: '', password_confirmation: '' };
  const { control, handleSubmit, reset } = useForm<Values>({
    defaultValues: empty,
    resolver: schemaResolver(() => passwordResetSchema(minPasswordLength)),
  });

  useEffect(() => {
    if (!resetCall.isSuccess) return;
    // The reset signs the member in (new cookie): on to the dashboard.
    const timer = setTimeout(() => {
      startSession(queryClient);
      void navigate('/member/account', { replace: true });
    }, DELAY.afterPasswordReset);
    return () => clearTimeout(timer);
  }, [resetCall.isSuccess, navigate, queryClient]);

  useEffect(() => {
    if (!errorText) return;
    const timer = setTimeout(() => setErrorText(null), DELAY.resetErrorAlert);
    return () => clearTimeout(timer);
  }, [errorText]);

  const onSubmit = handleSubmit((values) => {
    setErrorText(null);
    resetCall.mutate(
      {
        token,
        username: values.username.trim(),
        password: values.password.trim(),
        password_confirmation: values.password_confirmation.trim(),
      },
      { onError: (err) => setErrorText(err.message) },
    );
  });
  const locked = resetCall.isPending || resetCall.isSuccess;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Reset password">
      {resetCall.isSuccess && <DismissibleAlert severity="success">{MSG.passwordReset}</DismissibleAlert>}
      {errorText && <DismissibleAlert severity="error">{errorText}</DismissibleAlert>}
      <FormTextField
        control={control}
        name="username"
        label="Username"
        autoComplete="username"
        required
        disabled={locked}
      />
      <PasswordField
        control={control}
        name="password"
        label="Password"
        autoComplete="new-password"
        required
        disabled={locked}
        hint={`${minPasswordLength} characters minimum`}
      />
      <PasswordField
        control={control}
        name="password_confirmation"
        label="Confirm Password"
        autoComplete="new-password"
        required
        disabled={locked}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button type="button" variant="outlined" disabled={locked} onClick={() => reset(empty)}>
          Clear
        </Button>
        <Button type="submit" variant="contained" disabled={locked}>
          Reset Password
        </Button>
      </Stack>
      {/* An expired or used link is a dead end without a way to ask for another (the error alert goes after 2 s). */}
      <Stack direction="row" spacing={3} sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/password/email">
          Request a new reset link
        </Link>
        <Link component={RouterLink} to="/login">
          Login
        </Link>
      </Stack>
    </Box>
  );
}
