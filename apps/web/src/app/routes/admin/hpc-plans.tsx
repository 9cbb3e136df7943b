import { PageTitle } from '../../../components/PageTitle';
import { HpcTabs } from '../../../features/admin-hpc/components/HpcTabs';
import { PlansScreen } from '../../../features/admin-hpc/components/PlansScreen';

export function Component() {
  return (
    <>
      <PageTitle>HPC plans</PageTitle>
      <HpcTabs current="plans" />
      <PlansScreen />
    </>
  );
}
