import { PageTitle } from '../../../components/PageTitle';
import { MemberSearch } from '../../../features/admin-members/components/MemberSearch';

export function Component() {
  return (
    <>
      <PageTitle>Members</PageTitle>
      <MemberSearch />
    </>
  );
}
