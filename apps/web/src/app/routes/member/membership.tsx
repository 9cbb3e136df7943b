import { useSearchParams } from 'react-router';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { MembershipPage } from '../../../features/membership/components/MembershipPage';
import { membershipSport } from '../../../features/membership/sport';
import { useProfile } from '../../../lib/auth';

export function Component() {
  const { data: profile } = useProfile();
  const [search] = useSearchParams();
  return (
    <>
      <PageTitle>Membership</PageTitle>
      {profile ? (
        <MembershipPage sport={membershipSport(search.get('sport'), profile.main_sport)} />
      ) : (
        <Loading text="Loading Data..." />
      )}
    </>
  );
}
