import { PageTitle } from '../../../components/PageTitle';
import { OfficialsScreen } from '../../../features/admin-officials/components/OfficialsScreen';

export function Component() {
  return (
    <>
      <PageTitle>Officials</PageTitle>
      <OfficialsScreen />
    </>
  );
}
