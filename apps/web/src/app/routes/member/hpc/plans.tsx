import { PageTitle } from '../../../../components/PageTitle';
import { HpcBack } from '../../../../features/hpc/components/HpcBack';
import { PlansList } from '../../../../features/hpc/components/PlansList';

/** /member/hpc/plans */
export function Component() {
  return (
    <>
      <HpcBack />
      <PageTitle>HPC Plans</PageTitle>
      <PlansList />
    </>
  );
}
