// What the console says instead of a screen: an area the roles do not reach, a member who is not
// staff, staff who must set up two-factor sign-in first, and areas still to come.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';

export function AreaNotReached() {
  return (
    <>
      <PageTitle>Not one of your areas</PageTitle>
      <Typography>
        Your staff roles do not reach this part of the console. An admin can change your roles.
      </Typography>
    </>
  );
}

/** The frame of a message shown before the console's own frame (no navigation yet). */
export function ConsoleNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <PageTitle>{title}</PageTitle>
      {children}
    </Box>
  );
}

export function NotStaff() {
  return (
    <ConsoleNotice title="The console is for staff">
      <Typography sx={{ mb: 3 }}>
        The association console is for its staff. If you should have access, ask an admin to give you a staff
        role.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/member/account">
        Back to dashboard
      </Button>
    </ConsoleNotice>
  );
}

export function EnrolFirst() {
  return (
    <ConsoleNotice title="Set up two-factor sign-in">
      <Typography sx={{ mb: 3 }}>
        Staff need two-factor sign-in to use the console. Set it up on your profile with an authenticator app,
        then come back here.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/member/profile#two-factor">
        Set up two-factor sign-in
      </Button>
    </ConsoleNotice>
  );
}
