import { PageTitle } from '../../../components/PageTitle';
import { InvoicesList } from '../../../features/invoices/components/InvoicesList';

export function Component() {
  return (
    <>
      <PageTitle>Invoices</PageTitle>
      <InvoicesList />
    </>
  );
}
