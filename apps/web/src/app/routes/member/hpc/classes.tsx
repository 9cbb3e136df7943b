import { PageTitle } from '../../../../components/PageTitle';
import { ClassCalendar } from '../../../../features/hpc/components/ClassCalendar';
import { HpcBack } from '../../../../features/hpc/components/HpcBack';

/** /member/hpc/classes */
export function Component() {
  return (
    <>
      <HpcBack />
      <PageTitle>HPC Classes</PageTitle>
      <ClassCalendar />
    </>
  );
}
