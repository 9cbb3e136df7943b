import { PageTitle } from '../../../../components/PageTitle';
import { HpcBack } from '../../../../features/hpc/components/HpcBack';
import { SubscriptionsList } from '../../../../features/hpc/components/SubscriptionsList';

/** /member/hpc/subscription */
export function Component() {
  return (
    <>
      <HpcBack />
      <PageTitle>Subscription</PageTitle>
      <SubscriptionsList />
    </>
  );
}
