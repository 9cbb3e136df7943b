import type { TStaffSelf } from '@courtside/contracts/admin';
import { useOutletContext } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { SettingsScreen } from '../../../features/admin-settings/components/SettingsScreen';

export function Component() {
  const self = useOutletContext<TStaffSelf>();
  return (
    <>
      <PageTitle>Settings</PageTitle>
      <SettingsScreen canChangePage={self.roles.includes('admin')} />
    </>
  );
}
