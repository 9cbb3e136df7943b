// Court Hire History: the member's bookings, searchable, latest start first, 10 per page. A
// future hire the association's rule allows has Cancel and Move (each confirmed in a dialog);
// one it does not says why.
import { BOOKING_MSG, type TMyHire } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Loading } from '../../../components/Loading';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { DataTable, type Column } from '../../../components/table/DataTable';
import { useMyBookings } from '../api/get-my-bookings';
import { durationText } from '../booking-times';
import { CancelHireDialog, MoveHireDialog, hireName } from './HireChangeDialogs';

const COLUMNS: Column<TMyHire>[] = [
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
const byStartDescending = (rows: readonly TMyHire[]) =>
  [...rows].sort((a, b) => Date.parse(b.booking_from) - Date.parse(a.booking_from));

export function MyBookings() {
  const { data, isPending, isError, error } = useMyBookings();
  const [cancelling, setCancelling] = useState<TMyHire | null>(null);
  const [moving, setMoving] = useState<TMyHire | null>(null);
  const [said, setSaid] = useState<Said>(null);
  const done = (what: Said) => {
    setCancelling(null);
    setMoving(null);
    setSaid(what);
  };
  const columns: Column<TMyHire>[] = [
    ...COLUMNS,
    {
      header: 'Actions',
      text: () => '',
      cell: (b) =>
        b.can_cancel || b.can_move ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {b.can_move && (
              <Button
                size="small"
                variant="outlined"
                onClick={() => setMoving(b)}
                aria-label={`Move ${hireName(b)}`}
              >
                Move
              </Button>
            )}
            {b.can_cancel && (
              <Button
                size="small"
                variant="outlined"
                color="error"
                onClick={() => setCancelling(b)}
                aria-label={`Cancel ${hireName(b)}`}
              >
                Cancel
              </Button>
            )}
          </Stack>
        ) : b.action_note ? (
          <Typography variant="body2">{b.action_note}</Typography>
        ) : (
          ''
        ),
    },
  ];
  return (
    <>
      <Button component={RouterLink} to="/member/booking" variant="outlined" sx={{ mb: 1 }}>
        Court Hire Calendar
      </Button>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      {isPending ? (
        <Loading text="Loading Data..." />
      ) : isError ? (
        <Alert severity="error">{error.message}</Alert>
      ) : (
        <DataTable
          label="Court Hire History"
          rows={byStartDescending(data)}
          columns={columns}
          rowKey={(b) => b.b_id}
          emptyText={BOOKING_MSG.noBookings}
          noMatchText={BOOKING_MSG.noResults}
        />
      )}
      <CancelHireDialog hire={cancelling} onClose={() => setCancelling(null)} onDone={done} />
      {moving && (
        <MoveHireDialog key={moving.b_id} hire={moving} onClose={() => setMoving(null)} onDone={done} />
      )}
    </>
  );
}
