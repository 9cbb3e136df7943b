import type { TStaffSelf } from '@courtside/contracts/admin';
import { useOutletContext, useParams } from 'react-router';
import { MemberPage } from '../../../features/admin-members/components/MemberPage';

export function Component() {
  const self = useOutletContext<TStaffSelf>();
  const typed = useParams().mid ?? '';
  // Anything but a member number asks for member 0, which the API answers as no such member.
  const mid = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  // A new member's page starts afresh (its form, its dialogs).
  return <MemberPage key={mid} mid={mid} selfId={self.mid} />;
}
