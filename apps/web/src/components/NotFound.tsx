import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from './PageTitle';

/** Public 404: 'Whoops, 404' with a way back to login. */
export function PublicNotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <PageTitle title="Page not found">Whoops, 404</PageTitle>
      <Typography sx={{ mb: 3 }}>The page you were looking for does not exist...</Typography>
      <Button variant="contained" component={RouterLink} to="/login">
        Back to login
      </Button>
    </Box>
  );
}

/** Fallback inside the member area for paths that match no member route. */
export function MemberNotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <PageTitle title="Page not found">This is not the route you are looking for...</PageTitle>
      <Button variant="contained" component={RouterLink} to="/member/account">
        Back to dashboard
      </Button>
    </Box>
  );
}
