import { useParams } from 'react-router';
import { ClassRollPage } from '../../../features/admin-hpc/components/ClassRollPage';

export function Component() {
  const typed = useParams().class_id ?? '';
  // Anything but a class id asks for class 0, which the API answers as no such class.
  const id = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  return <ClassRollPage key={id} id={id} />;
}
