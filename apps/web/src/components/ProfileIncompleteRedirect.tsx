// Payments need every required profile field. A member without them is told so, then taken to
// the dashboard (where the profile is one click away) after a moment to read the message.
import { MSG } from '@courtside/contracts';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';

export const DASHBOARD_PATH = '/member/account';
/** How long the incomplete-profile alert stays before the redirect. */
export const PROFILE_ALERT_MS = 3000;
// Loaded on demand: MUI's Alert (with its close button and icons) would otherwise sit in the
// first download of every page, the public draw included, for a message few members see.
const Alert = lazy(() => import('@mui/material/Alert'));

/** The incomplete-profile alert; the dashboard follows after PROFILE_ALERT_MS. */
export function ProfileIncompleteRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(DASHBOARD_PATH, { replace: true }), PROFILE_ALERT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Suspense fallback={<div role="alert">{MSG.profileIncomplete}</div>}>
      <Alert severity="warning" role="alert" sx={{ my: 3 }}>
        {MSG.profileIncomplete}
      </Alert>
    </Suspense>
  );
}
