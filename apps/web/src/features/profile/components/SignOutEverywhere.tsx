// Logout ends the session of this device only; this ends every session of the member, on
// every device (a shared or lost device), and comes back to the login page.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { logoutEverywhereRequest, useSignOut } from '../../../lib/sign-out';

export function SignOutEverywhere() {
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onClick = async () => {
    setBusy(true);
    setError(null);
    try {
      await logoutEverywhereRequest();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not sign out everywhere. Please try again.');
      setBusy(false);
      return;
    }
    await signOut('/login');
  };

  return (
    <Box component="section" aria-labelledby="sessions-title" sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" id="sessions-title" sx={{ mb: 1 }}>
        Signed in on other devices
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Logout ends your session on this device only. To end every session, for example after using a shared
        or lost device, sign out everywhere.
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Button variant="outlined" color="error" disabled={busy} onClick={() => void onClick()}>
        Sign out everywhere
      </Button>
    </Box>
  );
}
