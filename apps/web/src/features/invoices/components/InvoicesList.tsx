import type { TInvoice } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { Loading } from '../../../components/Loading';
import { DataTable, type Column } from '../../../components/table/DataTable';
import { dollars } from '../../../domains/payment/format';
import { useInvoices } from '../api/get-invoices';
import { invoicePath, invoiceeName } from '../paths';

const COLUMNS: Column<TInvoice>[] = [
  {
    header: '#',
    cell: (i) => (
      <Link component={RouterLink} to={invoicePath(i.inv_id)} aria-label={`Invoice #${i.inv_id}`}>
        {i.inv_id}
      </Link>
    ),
    text: (i) => String(i.inv_id),
  },
  { header: 'Member / Team', cell: invoiceeName },
  { header: 'Due Date', cell: (i) => i.inv_due_date },
  { header: 'Amount', cell: (i) => dollars(i.inv_amount), align: 'right' },
  { header: 'Fully Paid', cell: (i) => i.inv_paid },
  { header: 'Owing', cell: (i) => dollars(i.inv_owing), align: 'right' },
];

export function InvoicesList() {
  const { data, isPending, isError, error } = useInvoices();
  if (isPending) return <Loading text="Loading Data..." />;
  if (isError) return <Alert severity="error">{error.message}</Alert>;
  return (
    <DataTable
      label="Invoices"
      rows={data.invoices}
      columns={COLUMNS}
      rowKey={(i) => i.inv_id}
      emptyText="Sorry, No Invoices Yet"
    />
  );
}
