// Court Hire History: the member's bookings, searchable, latest start first, 10 per page.
import { BOOKING_MSG, type TMyBooking } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { Loading } from '../../../components/Loading';
import { DataTable, type Column } from '../../../components/table/DataTable';
import { useMyBookings } from '../api/get-my-bookings';
import { durationText } from '../booking-times';

const COLUMNS: Column<TMyBooking>[] = [
  { header: 'Booking #', cell: (b) => b.b_id },
  { header: 'From', cell: (b) => b.booking_from_formatted, sortValue: (b) => b.booking_from },
  { header: 'To', cell: (b) => b.booking_to_formatted, sortValue: (b) => b.booking_to },
  { header: 'Duration', cell: (b) => durationText(b.duration), sortValue: (b) => b.duration },
  { header: 'Venue', cell: (b) => b.venue_name, sortValue: (b) => b.venue_name },
  { header: 'Court', cell: (b) => b.space_name, sortValue: (b) => b.space_name },
  { header: 'Sport', cell: (b) => b.sport_name, sortValue: (b) => b.sport_name },
  { header: 'Type', cell: (b) => [b.type_name, b.option_name].filter(Boolean).join(', ') },
  { header: 'Status', cell: (b) => b.status },
  {
    header: 'Receipt',
    cell: (b) =>
      b.o_id ? (
        <Link component={RouterLink} to={`/member/orders/order/${b.o_id}`}>
          Receipt #{b.o_receipt_id ?? b.o_id}
        </Link>
      ) : (
        ''
      ),
    text: () => '',
  },
];

/** Latest start first (the API answers so too; sorted here so the screen never depends on it). */
const byStartDescending = (rows: readonly TMyBooking[]) =>
  [...rows].sort((a, b) => Date.parse(b.booking_from) - Date.parse(a.booking_from));

export function MyBookings() {
  const { data, isPending, isError, error } = useMyBookings();
  return (
    <>
      <Button component={RouterLink} to="/member/booking" variant="outlined" sx={{ mb: 1 }}>
        Court Hire Calendar
      </Button>
      {isPending ? (
        <Loading text="Loading Data..." />
      ) : isError ? (
        <Alert severity="error">{error.message}</Alert>
      ) : (
        <DataTable
          label="Court Hire History"
          rows={byStartDescending(data)}
          columns={COLUMNS}
          rowKey={(b) => b.b_id}
          emptyText={BOOKING_MSG.noBookings}
          noMatchText={BOOKING_MSG.noResults}
        />
      )}
    </>
  );
}
