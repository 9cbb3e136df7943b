import { PageTitle } from '../../../../components/PageTitle';
import { EnrollmentsList } from '../../../../features/hpc/components/EnrollmentsList';
import { HpcBack } from '../../../../features/hpc/components/HpcBack';

/** /member/hpc/enrolled */
export function Component() {
  return (
    <>
      <HpcBack />
      <PageTitle>Enrollments</PageTitle>
      <EnrollmentsList />
    </>
  );
}
