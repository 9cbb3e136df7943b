// Route guards (sign-in, access flags, a complete profile), as wrappers around the routes they protect.
import type { TProfile } from '@courtside/contracts';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Loading } from '../components/Loading';
import { DASHBOARD_PATH, ProfileIncompleteRedirect } from '../components/ProfileIncompleteRedirect';
import { isKnownVisitor, useProfile } from '../lib/auth';
import { Redirect } from '../components/Redirect';

const DASHBOARD = DASHBOARD_PATH;

/** Public screens: a signed-in member goes to the dashboard instead. */
export function RedirectIfSignedIn() {
  const { data } = useProfile();
  // Visitors see the page at once; the check only redirects once it knows. A member who has just
  // logged out arrives here while their profile is still remembered: they stay.
  if (data && !isKnownVisitor()) return <Redirect to={DASHBOARD} />;
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
  const incomplete = data ? !data.profile_complete : false;
  // Once shown, the alert stays until the redirect, even if the profile answer changes meanwhile.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (incomplete) setShown(true);
  }, [incomplete]);
  if (!data) return <Loading text="Loading Data..." />;
  if (incomplete || shown) return <ProfileIncompleteRedirect />;
  return <Outlet />;
}
