import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { useSettings } from '../../../lib/settings';

export function Component() {
  const [search] = useSearchParams();
  const { data: settings } = useSettings();
  // A visitor sent here from a member page keeps the redirect through sign-in.
  const redirect = search.get('redirect');
  const loginTo = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  const association = settings?.client_name ?? 'the association';
  return (
    <>
      <PageTitle title="Welcome">Welcome to the {settings?.client_name ?? ''} member portal</PageTitle>
      <Typography sx={{ mb: 2 }}>
        Sign in to manage your membership, pay invoices, nominate teams, shop and book courts. If you have
        forgotten your username or password you can recover them below, or create a new account.
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Please note: an account must be created in the participant&apos;s name (the person who will play), and
        the details entered must match their birth certificate or kids voucher.
      </Typography>
      <Typography sx={{ mb: 3 }}>
        By signing in or registering you agree to the participant terms and conditions, the integrity
        framework, and the constitution and by-laws of {association}.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={loginTo}>
          Sign In
        </Button>
        <Button variant="outlined" component={RouterLink} to="/username/email">
          Forgot Username
        </Button>
        <Button variant="outlined" component={RouterLink} to="/password/email">
          Reset Password
        </Button>
        <Button variant="contained" color="secondary" component={RouterLink} to="/register">
          Create
        </Button>
      </Stack>
      <Typography sx={{ mt: 3 }}>
        Fixtures and results are open to everyone: see the{' '}
        <Link component={RouterLink} to="/draw">
          Draw
        </Link>{' '}
        and the{' '}
        <Link component={RouterLink} to="/result">
          Standings
        </Link>
        .
      </Typography>
    </>
  );
}
