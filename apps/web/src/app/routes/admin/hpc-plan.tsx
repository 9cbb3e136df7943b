import { useParams } from 'react-router';
import { PlanPage } from '../../../features/admin-hpc/components/PlanPage';

export function Component() {
  const typed = useParams().plan_id ?? '';
  // Anything but a plan id asks for plan 0, which the API answers as no such plan.
  const id = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  return <PlanPage key={id} id={id} />;
}
