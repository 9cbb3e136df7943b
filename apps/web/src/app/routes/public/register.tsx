import type { TRegistrationVariant } from '@courtside/contracts';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useMatches } from 'react-router';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { RegistrationWizard } from '../../../features/registration/components/RegistrationWizard';
import { useSettings } from '../../../lib/settings';

const TITLES: Record<TRegistrationVariant, string> = {
  member: 'New Member Registration',
  manager: 'New Manager Registration',
  netball: 'New Netball Member Registration',
};

const INTROS: Record<TRegistrationVariant, string> = {
  member:
    'Use this form to create a new account for the person being registered (the participant), not for a parent or guardian.',
  manager: 'Create your manager account. Once registered you can nominate your team.',
  netball: 'Use this form to create a new netball account for the person being registered (the participant).',
};

/** /register, /registerteamentry and /registernetball: the variant comes from the route. */
export function Component() {
  const matches = useMatches();
  const variant =
    (matches[matches.length - 1]?.handle as { variant?: TRegistrationVariant } | undefined)?.variant ??
    'member';
  const { data: settings, error } = useSettings();
  return (
    <>
      <PageTitle>{TITLES[variant]}</PageTitle>
      <Typography sx={{ mb: 1 }}>{INTROS[variant]}</Typography>
      <Typography sx={{ mb: 2 }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login">
          Login
        </Link>
      </Typography>
      {settings ? (
        <RegistrationWizard key={variant} variant={variant} settings={settings} />
      ) : error ? (
        <Typography color="error">{error.message}</Typography>
      ) : (
        <Loading />
      )}
    </>
  );
}
