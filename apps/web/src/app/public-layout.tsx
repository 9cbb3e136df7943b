import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { Outlet, Link as RouterLink } from 'react-router';
import { useSettings } from '../lib/settings';

/** Frame of the public screens: the association's name on top, the screen in a card. */
export function PublicLayout() {
  const { data: settings } = useSettings();
  return (
    <>
      {/* A plain header in the primary colour: MUI's AppBar adds nothing here but bytes to every public page's first download. */}
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Toolbar>
          <Link component={RouterLink} to="/" color="inherit" underline="none">
            <Typography component="span" variant="h6" sx={{ fontWeight: 600 }}>
              {settings?.client_name ?? 'Courtside'}
            </Typography>
          </Link>
        </Toolbar>
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1, sm: 3 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, position: 'relative' }}>
          <Outlet />
        </Paper>
      </Container>
    </>
  );
}
