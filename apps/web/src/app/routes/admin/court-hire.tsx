import type { TStaffSelf } from '@courtside/contracts/admin';
import { useOutletContext } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { CourtHireScreen } from '../../../features/admin-venues/components/CourtHireScreen';

export function Component() {
  const self = useOutletContext<TStaffSelf>();
  return (
    <>
      <PageTitle>Court hire</PageTitle>
      <CourtHireScreen self={self} />
    </>
  );
}
