import { ZLoginRequest } from '@courtside/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { DismissibleAlert } from '../../../components/DismissibleAlert';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormTextField } from '../../../components/form/FormTextField';
import { PasswordField } from '../../../components/form/PasswordField';
import { safeRedirect } from '../../../lib/auth';
import { clearCart } from '../../../lib/cart';
import { schemaResolver } from '../../../lib/form';
import { useLogin } from '../api/login';

interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}
const EMPTY: LoginValues = { username: '', password: '', remember: false };

export function LoginForm() {
  const { xyz, zyx } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const { control, handleSubmit, reset } = useForm<LoginValues>({
    defaultValues: EMPTY,
    resolver: schemaResolver(() => ZLoginRequest),
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(
      { username: values.username.trim(), password: values.password.trim(), remember: values.remember, xyz, zyx },
      {
        onSuccess: async () => {
          // A fresh session: forget any visitor answers and start with an empty cart.
          queryClient.removeQueries({ queryKey: ['profile'] });
          clearCart();
          navigate(safeRedirect(search.get('redirect')), { replace: true });
        },
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Sign in">
      {login.error && (
        <DismissibleAlert severity="error" onClose={() => login.reset()}>
          {login.error.message}
        </DismissibleAlert>
      )}
      <FormTextField control={control} name="username" label="Username" autoComplete="username" required autoFocus />
      <PasswordField control={control} name="password" label="Password" required />
      <FormCheckbox control={control} name="remember" label="Remember Me" />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button
          type="button"
          variant="outlined"
          onClick={() => {
            reset(EMPTY);
            login.reset();
          }}
        >
          Clear
        </Button>
        <Button type="submit" variant="contained" disabled={login.isPending}>
          Login
        </Button>
      </Stack>
      <Stack component="nav" aria-label="Account help" direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/username/email">
          Forgot Username?
        </Link>
        <Link component={RouterLink} to="/password/email">
          Forgot / Reset Password?
        </Link>
        <Link component={RouterLink} to="/register">
          Register a new account
        </Link>
      </Stack>
    </Box>
  );
}
