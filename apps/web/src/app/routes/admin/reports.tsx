import { PageTitle } from '../../../components/PageTitle';
import { ReportsScreen } from '../../../features/admin-reports/components/ReportsScreen';

export function Component() {
  return (
    <>
      <PageTitle>Reports</PageTitle>
      <ReportsScreen />
    </>
  );
}
