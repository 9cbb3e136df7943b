import type { TStaffSelf } from '@courtside/contracts/admin';
import { useOutletContext, useParams } from 'react-router';
import { ProductPage } from '../../../features/admin-store/components/ProductPage';

export function Component() {
  const self = useOutletContext<TStaffSelf>();
  const typed = useParams().product_id ?? '';
  // Anything but a product id asks for product 0, which the API answers as no such product.
  const id = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  // Links lead only where the roles reach: members (admins), orders (finance staff and admins).
  const admin = self.roles.includes('admin');
  return (
    <ProductPage
      key={id}
      id={id}
      reach={{ members: admin, orders: admin || self.roles.includes('finance') }}
    />
  );
}
