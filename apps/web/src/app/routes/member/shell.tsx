import { Loading } from '../../../components/Loading';
import { MemberShell } from '../../../features/shell/components/MemberShell';
import { useProfile } from '../../../lib/auth';

export function Component() {
  const { data } = useProfile();
  // RequireSignIn above has already loaded the profile.
  return data ? <MemberShell profile={data} /> : <Loading text="Loading Data..." />;
}
