// Links out of the Store area, only for staff whose roles reach where they go: a member's page
// (admins) and an order's page (finance staff and admins); others read the name or number.
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** Who may follow links out of the Store area: to members (admins) and to orders (finance staff). */
export interface Reach {
  members: boolean;
  orders: boolean;
}

export function MemberName({ member, reach }: { member: { id: number; name: string }; reach: Reach }) {
  if (!reach.members) return member.name;
  return (
    <Link component={RouterLink} to={`/admin/members/${member.id}`}>
      {member.name}
    </Link>
  );
}

export function OrderNumber({ orderId, reach }: { orderId: number; reach: Reach }) {
  if (!reach.orders) return `Order #${orderId}`;
  return (
    <Link component={RouterLink} to={`/admin/orders/${orderId}`}>
      Order #{orderId}
    </Link>
  );
}
