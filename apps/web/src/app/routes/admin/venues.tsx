import { PageTitle } from '../../../components/PageTitle';
import { VenuesScreen } from '../../../features/admin-venues/components/VenuesScreen';

export function Component() {
  return (
    <>
      <PageTitle>Venues</PageTitle>
      <VenuesScreen />
    </>
  );
}
