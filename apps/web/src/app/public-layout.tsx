import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { Outlet, Link as RouterLink, useMatches } from 'react-router';
import { useSettings } from '../lib/settings';

const isWide = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && (handle as { wide?: unknown }).wide === true;

/** Frame of the public screens: the association's name on top, the screen in a card (a wide one for routes whose handle asks). */
export function PublicLayout() {
  const { data: settings } = useSettings();
  const wide = useMatches().some((m) => isWide(m.handle));
  return (
    <>
      {/* A plain header in the primary colour: MUI's AppBar adds nothing here but bytes to every public page's first download. */}
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Toolbar>
          <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="none"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
          >
            {settings && (
              <Box component="img" src={settings.brand.logo_url} alt="" sx={{ height: 40, width: 'auto' }} />
            )}
            <Typography component="span" variant="h6" sx={{ fontWeight: 600 }}>
              {settings?.client_name ?? 'Courtside'}
            </Typography>
          </Link>
        </Toolbar>
      </Box>
      <Container
        component="main"
        maxWidth={wide ? 'lg' : 'md'}
        sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1, sm: 3 } }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, position: 'relative' }}>
          <Outlet />
        </Paper>
      </Container>
    </>
  );
}
