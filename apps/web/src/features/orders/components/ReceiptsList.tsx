import type { TOrderSummary } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Loading } from '../../../components/Loading';
import { DataTable, type Column } from '../../../components/table/DataTable';
import { dollars } from '../../../domains/payment/format';
import { useOrders, type OrderOrigin } from '../api/get-orders';
import { orderPath, receiptNumber } from '../receipt';

const COLUMNS: Column<TOrderSummary>[] = [
  {
    header: '#',
    cell: (o) => (
      <Link component={RouterLink} to={orderPath(o.o_id)} aria-label={`Receipt ${receiptNumber(o)}`}>
        {receiptNumber(o)}
      </Link>
    ),
    text: (o) => String(receiptNumber(o)),
  },
  { header: 'Date', cell: (o) => o.o_date_formatted },
  { header: 'Description', cell: (o) => o.o_description },
  { header: 'Status', cell: (o) => o.o_status },
  { header: 'Amount', cell: (o) => dollars(o.o_total), align: 'right' },
];

/** Receipts, newest first (sorted by date descending). `origin` 'hpc' lists the HPC orders. */
export function ReceiptsList({ origin }: { origin: OrderOrigin }) {
  const { data, isPending, isError, error } = useOrders(origin);
  const rows = useMemo(
    () => [...(data?.orders ?? [])].sort((a, b) => b.o_date.localeCompare(a.o_date) || b.o_id - a.o_id),
    [data],
  );
  if (isPending) return <Loading text="Loading Data..." />;
  if (isError) return <Alert severity="error">{error.message}</Alert>;
  return (
    <DataTable
      label="Receipts"
      rows={rows}
      columns={COLUMNS}
      rowKey={(o) => o.o_id}
      emptyText="Sorry, No Receipts Yet"
    />
  );
}
