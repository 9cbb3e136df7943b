import type { TStaffSelf } from '@courtside/contracts/admin';
import { useOutletContext, useParams } from 'react-router';
import { InvoicePage } from '../../../features/admin-invoices/components/InvoicePage';

export function Component() {
  const self = useOutletContext<TStaffSelf>();
  const typed = useParams().invoice_id ?? '';
  // Anything but an invoice number asks for invoice 0, which the API answers as no such invoice.
  const id = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  const admin = self.roles.includes('admin');
  // The one billed links to their page only for staff whose roles reach the Members or Teams area.
  return (
    <InvoicePage
      key={id}
      id={id}
      links={{ members: admin, teams: admin || self.roles.includes('competition') }}
    />
  );
}
