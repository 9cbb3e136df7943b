import { PageTitle } from '../../../components/PageTitle';
import { OrderSearch } from '../../../features/admin-orders/components/OrderSearch';

export function Component() {
  return (
    <>
      <PageTitle>Orders</PageTitle>
      <OrderSearch />
    </>
  );
}
