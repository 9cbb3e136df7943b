import { PageTitle } from '../../../components/PageTitle';
import { PayoutsScreen } from '../../../features/admin-payouts/components/PayoutsScreen';

export function Component() {
  return (
    <>
      <PageTitle>Reconciliation</PageTitle>
      <PayoutsScreen />
    </>
  );
}
