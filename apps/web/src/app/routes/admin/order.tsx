import type { TStaffSelf } from '@courtside/contracts/admin';
import { useOutletContext, useParams } from 'react-router';
import { OrderPage } from '../../../features/admin-orders/components/OrderPage';

export function Component() {
  const self = useOutletContext<TStaffSelf>();
  const typed = useParams().order_id ?? '';
  // Anything but an order number asks for order 0, which the API answers as no such order.
  const id = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  // Only admins reach the Members area, so only they get a link to the member.
  return <OrderPage key={id} id={id} seesMembers={self.roles.includes('admin')} />;
}
