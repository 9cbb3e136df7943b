// Route guards (sign-in, access flags, a complete profile), as wrappers around the routes they protect.
import { MSG, type TProfile } from '@courtside/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Loading } from '../components/Loading';
import { useProfile } from '../lib/auth';
import { Redirect } from '../components/Redirect';

const DASHBOARD = '/member/account';
// Loaded on demand: MUI's Alert (with its close button and icons) would otherwise sit in the
// first download of every page, the public draw included, for a message few members see.
const Alert = lazy(() => import('@mui/material/Alert'));
/** How long the incomplete-profile alert stays before the redirect. */
export const PROFILE_ALERT_MS = 3000;

/** Public screens: a signed-in member goes to the dashboard instead. */
export function RedirectIfSignedIn() {
  const { data } = useProfile();
  // Visitors see the page at once; the check only redirects once it knows.
  if (data) return <Redirect to={DASHBOARD} />;
  return <Outlet />;
}

/** Member area: a visitor goes home with the full path as the redirect query. */
export function RequireSignIn() {
  const { data, isPending, isError } = useProfile();
  const location = useLocation();
  if (isPending) return <Loading text="Loading Data..." />;
  if (isError || !data) {
    const redirect = `${location.pathname}${location.search}${location.hash}`;
    return <Redirect to={`/?redirect=${encodeURIComponent(redirect)}`} />;
  }
  return <Outlet />;
}

/** A member screen behind an access rule (is_eft, is_man, adult, ...); others go to the dashboard. */
export function RequireAccess({ allow }: { allow: (profile: TProfile) => boolean }) {
  const { data } = useProfile();
  if (!data) return <Loading text="Loading Data..." />;
  return allow(data) ? <Outlet /> : <Redirect to={DASHBOARD} />;
}

/** Payments need every required profile field: show the alert, then go to the dashboard. */
export function RequireCompleteProfile() {
  const { data } = useProfile();
  const navigate = useNavigate();
  const incomplete = data ? !data.profile_complete : false;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!incomplete) return;
    setShown(true);
    const timer = setTimeout(() => void navigate(DASHBOARD, { replace: true }), PROFILE_ALERT_MS);
    return () => clearTimeout(timer);
  }, [incomplete, navigate]);
  if (!data) return <Loading text="Loading Data..." />;
  if (incomplete || shown)
    return (
      <Suspense fallback={<div role="alert">{MSG.profileIncomplete}</div>}>
        <Alert severity="warning" role="alert" sx={{ my: 3 }}>
          {MSG.profileIncomplete}
        </Alert>
      </Suspense>
    );
  return <Outlet />;
}
