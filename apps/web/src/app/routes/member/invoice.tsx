import { useParams } from 'react-router';
import { InvoiceDetail } from '../../../features/invoices/components/InvoiceDetail';

export function Component() {
  const { invoice_id = '' } = useParams();
  return <InvoiceDetail key={invoice_id} invoiceId={invoice_id} />;
}
