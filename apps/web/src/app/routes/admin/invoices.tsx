import { PageTitle } from '../../../components/PageTitle';
import { InvoicesScreen } from '../../../features/admin-invoices/components/InvoicesScreen';

export function Component() {
  return (
    <>
      <PageTitle>Invoices</PageTitle>
      <InvoicesScreen />
    </>
  );
}
