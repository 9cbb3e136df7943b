import type { TBookingRow } from '@courtside/contracts';
import { DataTable, type Column } from '../../components/table/DataTable';

const COLUMNS: Column<TBookingRow>[] = [
  { header: 'From', cell: (b) => b.b_from_formatted },
  { header: 'To', cell: (b) => b.b_to_formatted },
  { header: 'Venue', cell: (b) => b.b_venue },
  { header: 'Court', cell: (b) => b.b_space },
  { header: 'Sport', cell: (b) => b.b_sport },
  { header: 'Type', cell: (b) => [b.b_type, b.b_option].filter(Boolean).join(', ') },
];

/** Court bookings of an invoice or a booking receipt. */
export function BookingTable({ label, rows }: { label: string; rows: readonly TBookingRow[] }) {
  return (
    <DataTable
      label={label}
      rows={rows}
      columns={COLUMNS}
      rowKey={(b) => b.b_id}
      emptyText="No bookings"
      search={false}
    />
  );
}
