// The Sales tab: every paid order line of the product, oldest first (the date in the
// association's time zone, the member, places, amount and any refund), the totals, and the same
// as a CSV file.
import { formatDollars } from '@courtside/contracts';
import type { TProductSale } from '@courtside/contracts/admin';
import Typography from '@mui/material/Typography';
import { CsvLink } from '../../../components/console/CsvLink';
import { DetailList } from '../../../components/DetailList';
import { reportWait } from '../../../components/console/ReportWait';
import { SectionCard } from '../../../components/SectionCard';
import { DataTable } from '../../../components/table/DataTable';
import { useProductSales } from '../api/get-product-sales';
import { salesCsvUrl } from '../store-form';
import { MemberName, OrderNumber, type Reach } from './ReachLinks';

export function SalesPanel({ productId, reach }: { productId: number; reach: Reach }) {
  const sales = useProductSales(productId);
  if (!sales.data) return reportWait(sales, 'Loading the sales...');
  const { totals } = sales.data;
  return (
    <SectionCard title="Sales">
      <Typography sx={{ mt: 1 }}>
        Paid orders only, oldest first. Refunds are made from the order&apos;s page; a refunded place goes
        back on sale.
      </Typography>
      <DetailList
        items={[
          ['Orders', totals.orders],
          ['Places sold', totals.places],
          ['Amount', formatDollars(totals.amount_cents)],
          ['Refunded', formatDollars(totals.refunded_cents)],
          ['Net', formatDollars(totals.net_cents)],
        ]}
      />
      <DataTable<TProductSale>
        label="Sales"
        rows={sales.data.sales}
        rowKey={(s) => s.line_id}
        emptyText="Nobody has bought this product yet"
        columns={[
          {
            header: 'Order',
            cell: (s) => <OrderNumber orderId={s.order_id} reach={reach} />,
            text: (s) => `Order #${s.order_id}`,
          },
          { header: 'Paid', cell: (s) => s.paid_at_formatted },
          {
            header: 'Member',
            cell: (s) => <MemberName member={s.member} reach={reach} />,
            text: (s) => s.member.name,
          },
          { header: 'Places', cell: (s) => s.quantity, align: 'right' },
          { header: 'Amount', cell: (s) => formatDollars(s.amount_cents), align: 'right' },
          {
            header: 'Refunded',
            cell: (s) => (s.refunded ? formatDollars(s.refunded_cents) : 'No'),
            align: 'right',
          },
        ]}
      />
      <CsvLink href={salesCsvUrl(productId)} sx={{ mt: 0 }}>
        Download the sales (CSV)
      </CsvLink>
    </SectionCard>
  );
}
