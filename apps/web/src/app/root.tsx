import { useEffect } from 'react';
import { Outlet, useRouteError, isRouteErrorResponse } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** SCROLL_DELAY_MS: the root scrolls to the top 500 ms after start (spec 2.1). */
export const SCROLL_DELAY_MS = 500;

export function Root() {
  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo(0, 0), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <Outlet />;
}

/** Shown when a screen fails to load or crashes (for example a stale bundle after a deploy). */
export function RootError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <Box component="main" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography sx={{ mb: 3 }}>{detail || 'Please reload the page.'}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
