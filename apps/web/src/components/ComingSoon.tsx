import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from './PageTitle';

/** Stand-in for member screens that later issues build (teams, invoices, store, ...). */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Box sx={{ py: 4 }}>
      <PageTitle>{title}</PageTitle>
      <Typography sx={{ mb: 3 }}>Coming soon: this part of the portal is not available yet.</Typography>
      <Button variant="outlined" component={RouterLink} to="/member/account">
        Back to dashboard
      </Button>
    </Box>
  );
}
