import { useParams } from 'react-router';
import { PageTitle } from '../../../../components/PageTitle';
import { HpcBack } from '../../../../features/hpc/components/HpcBack';
import { PlanPayment } from '../../../../features/hpc/components/PlanPayment';

/** /member/hpc/plans/plan/{plan_id}/payment */
export function Component() {
  const { plan_id } = useParams();
  const planId = Number(plan_id);
  return (
    <>
      <HpcBack />
      <PageTitle>Plan Payment</PageTitle>
      <PlanPayment key={planId} planId={planId} />
    </>
  );
}
