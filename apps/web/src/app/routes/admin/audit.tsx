import { PageTitle } from '../../../components/PageTitle';
import { AuditLog } from '../../../features/admin-audit/components/AuditLog';

export function Component() {
  return (
    <>
      <PageTitle>Audit log</PageTitle>
      <AuditLog />
    </>
  );
}
