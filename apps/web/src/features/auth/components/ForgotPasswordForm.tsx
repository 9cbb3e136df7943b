import { MSG, ZPasswordEmailRequest } from '@courtside/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DismissibleAlert } from '../../../components/DismissibleAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { DELAY } from '../../../lib/delays';
import { schemaResolver, useSubmitOnce } from '../../../lib/form';
import { useSendResetLink } from '../api/password-email';

interface Values {
  username: string;
}

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const send = useSendResetLink();
  const { control, handleSubmit, reset } = useForm<Values>({
    defaultValues: { username: '' },
    resolver: schemaResolver(() => ZPasswordEmailRequest),
  });

  useEffect(() => {
    if (!send.isSuccess) return;
    const timer = setTimeout(() => void navigate('/'), DELAY.afterRecoveryEmail);
    return () => clearTimeout(timer);
  }, [send.isSuccess, navigate]);

  const submitOnce = useSubmitOnce();
  // One request per click burst: a double click sends one email, whose link then works.
  const onSubmit = submitOnce(
    handleSubmit(async (values) => {
      await send.mutateAsync(values.username.trim()).catch(() => undefined);
    }),
  );
  const locked = send.isPending || send.isSuccess;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Forgot password">
      {send.isSuccess && <DismissibleAlert severity="success">{MSG.emailSent}</DismissibleAlert>}
      {send.error && (
        <DismissibleAlert severity="error" onClose={() => send.reset()}>
          {send.error.message}
        </DismissibleAlert>
      )}
      <FormTextField
        control={control}
        name="username"
        label="Username"
        autoComplete="username"
        required
        disabled={locked}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button
          type="button"
          variant="outlined"
          disabled={locked}
          onClick={() => {
            reset({ username: '' });
            send.reset();
          }}
        >
          Clear
        </Button>
        <Button type="submit" variant="contained" disabled={locked}>
          Send Reset Link
        </Button>
      </Stack>
      <Stack
        component="nav"
        aria-label="Account help"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ mt: 3 }}
      >
        <Link component={RouterLink} to="/username/email">
          Forgot Username?
        </Link>
        <Link component={RouterLink} to="/login">
          Back to login
        </Link>
      </Stack>
    </Box>
  );
}
