import { useParams } from 'react-router';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { ResetPasswordForm } from '../../../features/auth/components/ResetPasswordForm';
import { useSignOutOnArrival } from '../../../lib/sign-out';
import { useSettings } from '../../../lib/settings';
import { Redirect } from '../../../components/Redirect';

export function Component() {
  const { token } = useParams();
  useSignOutOnArrival();
  const { data: settings } = useSettings();
  if (!token) return <Redirect to="/" />;
  return (
    <>
      <PageTitle>Reset Password</PageTitle>
      {settings ? (
        <ResetPasswordForm token={token} minPasswordLength={settings.min_password_length} />
      ) : (
        <Loading />
      )}
    </>
  );
}
