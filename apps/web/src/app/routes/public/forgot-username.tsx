import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/PageTitle';
import { ForgotUsernameForm } from '../../../features/auth/components/ForgotUsernameForm';
import { useSignOutOnArrival } from '../../../lib/sign-out';

export function Component() {
  useSignOutOnArrival();
  return (
    <>
      <PageTitle>Forgot Username</PageTitle>
      <Typography>Enter the email address of your account and we will email you your username.</Typography>
      <ForgotUsernameForm />
    </>
  );
}
