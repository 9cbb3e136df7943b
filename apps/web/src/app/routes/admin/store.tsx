import { PageTitle } from '../../../components/PageTitle';
import { StoreScreen } from '../../../features/admin-store/components/StoreScreen';

export function Component() {
  return (
    <>
      <PageTitle>Store</PageTitle>
      <StoreScreen />
    </>
  );
}
