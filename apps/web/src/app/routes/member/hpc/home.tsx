import { Loading } from '../../../../components/Loading';
import { PageTitle } from '../../../../components/PageTitle';
import { HpcHome } from '../../../../features/hpc/components/HpcHome';
import { useProfile } from '../../../../lib/auth';

/** /member/hpc/home: the HPC dashboard ('Loading Data' until the profile is there). */
export function Component() {
  const { data: profile } = useProfile();
  return (
    <>
      <PageTitle>HPC Dashboard</PageTitle>
      {profile ? (
        <HpcHome activeSubscription={profile.active_hpc_sub > 0} />
      ) : (
        <Loading text="Loading Data" />
      )}
    </>
  );
}
