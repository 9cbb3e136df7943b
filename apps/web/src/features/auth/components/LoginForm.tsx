// The sign-in form. It is the first screen of most visits, so it stays light: plain
// React state and the contract's own schema instead of react-hook-form (which is
// ~15 KB gzipped on its own), MUI input primitives without the select machinery, and
// the error alert loaded only when there is an error. Same rules, messages and
// markup (labels, helper texts, aria) as the shared form fields.
import { ZLoginRequest } from '@courtside/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { safeRedirect, startSession } from '../../../lib/auth';
import { clearCart } from '../../../lib/cart-storage';
import { issuesByField } from '../../../lib/form';
import { useLogin } from '../api/login';

const DismissibleAlert = lazy(() =>
  import('../../../components/DismissibleAlert').then((m) => ({ default: m.DismissibleAlert })),
);

/** Same class as the shared fields' (components/form/FormTextField.tsx): theme.ts adds the '*'. */
const REQUIRED_CLASS = 'cs-required';

interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}
type FieldName = 'username' | 'password';
const EMPTY: LoginValues = { username: '', password: '', remember: false };

function LoginField(props: {
  name: FieldName;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  type?: string;
  autoComplete: string;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
}) {
  const id = `field-${props.name}`;
  return (
    <FormControl fullWidth margin="normal" error={Boolean(props.error)}>
      <InputLabel htmlFor={id} className={REQUIRED_CLASS}>
        {props.label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        inputRef={props.inputRef}
        label={props.label}
        type={props.type}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        endAdornment={props.endAdornment}
        inputProps={{ 'aria-describedby': props.error ? `${id}-helper` : undefined, 'aria-required': true }}
      />
      {props.error && <FormHelperText id={`${id}-helper`}>{props.error}</FormHelperText>}
    </FormControl>
  );
}

export function LoginForm() {
  const { xyz, zyx } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [shown, setShown] = useState(false);
  const refs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const check = (next: LoginValues) => {
    const result = ZLoginRequest.safeParse(next);
    const found = result.success ? {} : (issuesByField(result.error) as Partial<Record<FieldName, string>>);
    setErrors({ username: found.username, password: found.password });
    return found;
  };
  // From the latest values: a browser's autofill (or text typed before the page's scripts
  // ran, lib/held-input.ts) reports several fields at once, before any re-render.
  const change = (field: FieldName) => (value: string) =>
    setValues((latest) => ({ ...latest, [field]: value }));
  // Like the other forms: after a first submit, messages follow what is typed.
  useEffect(() => {
    if (submitted) check(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the values change: a submit checks on its own
  }, [values]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = check(values);
    const firstInvalid = (['username', 'password'] as const).find((f) => found[f]);
    if (firstInvalid) {
      refs[firstInvalid].current?.focus();
      return;
    }
    login.mutate(
      {
        username: values.username.trim(),
        password: values.password.trim(),
        remember: values.remember,
        xyz,
        zyx,
      },
      {
        onSuccess: () => {
          // A fresh session: forget any visitor answers and start with an empty cart.
          startSession(queryClient);
          clearCart();
          void navigate(safeRedirect(search.get('redirect')), { replace: true });
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Sign in">
      {login.error && (
        <Suspense fallback={<div role="alert">{login.error.message}</div>}>
          <DismissibleAlert severity="error" onClose={() => login.reset()}>
            {login.error.message}
          </DismissibleAlert>
        </Suspense>
      )}
      <LoginField
        name="username"
        label="Username"
        value={values.username}
        error={errors.username}
        onChange={change('username')}
        inputRef={refs.username}
        autoComplete="username"
        autoFocus
      />
      <LoginField
        name="password"
        label="Password"
        value={values.password}
        error={errors.password}
        onChange={change('password')}
        inputRef={refs.password}
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={shown ? 'Hide password' : 'Show password'}
              aria-pressed={shown}
              onClick={() => setShown((s) => !s)}
              onMouseDown={(e) => e.preventDefault()}
              edge="end"
            >
              {shown ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
      {/* A native checkbox: MUI's Checkbox and FormControlLabel would add 3.6 kB to the sign-in
          page, which sits at its 200 kB budget (scripts/route-size.mjs). */}
      <Box
        component="label"
        htmlFor="field-remember"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1.5,
          minHeight: 44,
          pl: 1.25,
          cursor: 'pointer',
        }}
      >
        <Box
          component="input"
          type="checkbox"
          name="remember"
          id="field-remember"
          checked={values.remember}
          onChange={(e: ChangeEvent<HTMLInputElement>) =>
            setValues((latest) => ({ ...latest, remember: e.target.checked }))
          }
          sx={{ width: 18, height: 18, m: 0, cursor: 'pointer', accentColor: (t) => t.palette.primary.main }}
        />
        Remember Me
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button
          type="button"
          variant="outlined"
          onClick={() => {
            setValues(EMPTY);
            setErrors({});
            setSubmitted(false);
            login.reset();
          }}
        >
          Clear
        </Button>
        <Button type="submit" variant="contained" disabled={login.isPending}>
          Login
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
