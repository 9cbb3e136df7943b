import { PageTitle } from '../../../components/PageTitle';
import { LoginForm } from '../../../features/auth/components/LoginForm';

export function Component() {
  return (
    <>
      <PageTitle>Sign In</PageTitle>
      <LoginForm />
    </>
  );
}
