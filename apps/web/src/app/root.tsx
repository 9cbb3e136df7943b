import { useEffect } from 'react';
import { Outlet, useRouteError, isRouteErrorResponse } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { releaseHeldInput } from '../lib/held-input';

/** SCROLL_DELAY_MS: the root scrolls to the top 500 ms after start. */
export const SCROLL_DELAY_MS = 500;

export function Root() {
  // The app has taken over the server's HTML: replay what the visitor did meanwhile.
  useEffect(releaseHeldInput, []);
  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo(0, 0), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <Outlet />;
}

/** Shown when a screen fails to load or crashes (for example a stale bundle after a deploy). */
export function RootError() {
  const error = useRouteError();
  // The app did not start as planned: the page must still answer clicks (its Reload button).
  useEffect(releaseHeldInput, []);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <Box component="main" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography sx={{ mb: 3 }}>{detail || 'Please reload the page.'}</Typography>
      {/* A plain button styled like MUI's: this screen must work when chunks fail to load (a
          stale bundle after a deploy), and MUI's Button would put itself in every page's first download. */}
      <Box
        component="button"
        type="button"
        onClick={() => window.location.reload()}
        sx={{
          font: 'inherit',
          fontWeight: 500,
          px: 2,
          py: 0.75,
          border: 0,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          cursor: 'pointer',
          '&:hover': { bgcolor: 'primary.dark' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
        }}
      >
        Reload
      </Box>
    </Box>
  );
}
