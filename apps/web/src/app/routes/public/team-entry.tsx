import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';

export function Component() {
  return (
    <>
      <PageTitle>Team Entry</PageTitle>
      <Typography sx={{ mb: 3 }}>
        Managers enter teams from the member portal. Sign in if you already have an account, or create one
        first.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" component={RouterLink} to="/login?redirect=%2Fmember%2Fteamnomination">
          Existing Manager log-in
        </Button>
        <Button variant="outlined" component={RouterLink} to="/registerteamentry">
          New Manager create user
        </Button>
      </Stack>
    </>
  );
}
