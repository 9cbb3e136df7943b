import { useParams } from 'react-router';
import { InvoicePayment } from '../../../features/invoices/components/InvoicePayment';

export function Component() {
  const { invoice_id = '' } = useParams();
  return <InvoicePayment key={invoice_id} invoiceId={invoice_id} />;
}
