import { PageTitle } from '../../../components/PageTitle';
import { HpcTabs } from '../../../features/admin-hpc/components/HpcTabs';
import { SubscriptionsScreen } from '../../../features/admin-hpc/components/SubscriptionsScreen';

export function Component() {
  return (
    <>
      <PageTitle>HPC subscriptions</PageTitle>
      <HpcTabs current="subscriptions" />
      <SubscriptionsScreen />
    </>
  );
}
