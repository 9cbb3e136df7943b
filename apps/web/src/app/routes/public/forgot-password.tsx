import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/PageTitle';
import { ForgotPasswordForm } from '../../../features/auth/components/ForgotPasswordForm';
import { useSignOutOnArrival } from '../../../lib/sign-out';

export function Component() {
  useSignOutOnArrival();
  return (
    <>
      <PageTitle>Forgot Password</PageTitle>
      <Typography>Enter your username and we will email you a link to reset your password.</Typography>
      <ForgotPasswordForm />
    </>
  );
}
