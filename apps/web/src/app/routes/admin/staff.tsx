import type { TStaffSelf } from '@courtside/contracts/admin';
import { useOutletContext } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { StaffScreen } from '../../../features/admin-staff/components/StaffScreen';

export function Component() {
  const self = useOutletContext<TStaffSelf>();
  return (
    <>
      <PageTitle>Staff</PageTitle>
      <StaffScreen selfId={self.mid} />
    </>
  );
}
