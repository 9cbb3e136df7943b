import type { TStaffSelf } from '@courtside/contracts/admin';
import { useOutletContext, useParams } from 'react-router';
import { ClassRollPage } from '../../../features/admin-hpc/components/ClassRollPage';

export function Component() {
  const self = useOutletContext<TStaffSelf>();
  const typed = useParams().class_id ?? '';
  // Anything but a class id asks for class 0, which the API answers as no such class.
  const id = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  // Only admins may search members by email; other staff find them by name.
  return <ClassRollPage key={id} id={id} searchesMemberContacts={self.roles.includes('admin')} />;
}
