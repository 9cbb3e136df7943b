import type { TStaffSelf } from '@courtside/contracts/admin';
import { useOutletContext, useParams } from 'react-router';
import { VoucherPage } from '../../../features/admin-vouchers/components/VoucherPage';

export function Component() {
  const self = useOutletContext<TStaffSelf>();
  const typed = useParams().voucher_id ?? '';
  // Anything but a voucher id asks for voucher 0, which the API answers as no such voucher.
  const id = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  // Only admins reach the Members area, so only they get links to the members.
  return <VoucherPage key={id} id={id} seesMembers={self.roles.includes('admin')} />;
}
