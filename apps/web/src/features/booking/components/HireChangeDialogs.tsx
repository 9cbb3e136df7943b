// Cancelling and moving one's own hire from Court Hire History. Each asks before it acts: the
// cancel dialog states the refund the server says the association's rule gives now (never worked
// out here), the move dialog takes a new date and start (same court and length). What the server
// answers is said on the page.
import type { TMyHire } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DateInput } from '../../../components/form/DateInput';
import { Loading } from '../../../components/Loading';
import type { Said } from '../../../components/SaidAlert';
import { useCancelHire } from '../api/cancel-hire';
import { useHireCancellation } from '../api/get-hire-cancellation';
import { useMoveHire } from '../api/move-hire';

/** "Court 2, 22/03/2027 10:00 AM to 11:00 AM": the hire as the dialogs name it. */
export const hireName = (h: TMyHire) =>
  `${h.space_name}, ${h.booking_from_formatted} to ${h.booking_to_formatted.slice(11)}`;

export function CancelHireDialog({
  hire,
  onClose,
  onDone,
}: {
  hire: TMyHire | null;
  onClose: () => void;
  onDone: (said: Said) => void;
}) {
  const quote = useHireCancellation(hire?.b_id ?? null);
  const cancel = useCancelHire();
  const confirm = () => {
    if (!hire || !quote.data) return;
    cancel.mutate(
      { id: hire.b_id, refundCents: quote.data.refund_cents },
      {
        onSuccess: (answer) => onDone({ severity: 'success', text: answer.message }),
        onError: (err) => onDone({ severity: 'error', text: err.message }),
      },
    );
  };
  return (
    <Dialog
      open={hire !== null}
      onClose={cancel.isPending ? undefined : onClose}
      aria-labelledby="hire-cancel-title"
      aria-describedby="hire-cancel-text"
    >
      <DialogTitle id="hire-cancel-title">Cancel this hire?</DialogTitle>
      <DialogContent>
        <DialogContentText id="hire-cancel-text">{hire ? hireName(hire) : ''}</DialogContentText>
        {quote.isPending ? (
          <Loading text="Asking what comes back..." />
        ) : quote.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {quote.error.message}
          </Alert>
        ) : (
          <Alert severity="info" sx={{ mt: 2 }}>
            {quote.data.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending}>
          Keep hire
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirm}
          disabled={cancel.isPending || !quote.data}
        >
          Cancel hire
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function MoveHireDialog({
  hire,
  onClose,
  onDone,
}: {
  hire: TMyHire;
  onClose: () => void;
  onDone: (said: Said) => void;
}) {
  // The hire's own local date and start ('2027-03-22T10:00:00+11:00' is in the association's zone).
  const [day, setDay] = useState(hire.booking_from.slice(0, 10));
  const [start, setStart] = useState(hire.booking_from.slice(11, 16));
  const move = useMoveHire();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    move.mutate(
      { id: hire.b_id, day, start },
      { onSuccess: (answer) => onDone({ severity: 'success', text: answer.message }) },
    );
  };
  return (
    <Dialog
      open
      onClose={move.isPending ? undefined : onClose}
      aria-labelledby="hire-move-title"
      aria-describedby="hire-move-text"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="hire-move-title">Move this hire</DialogTitle>
        <DialogContent>
          <DialogContentText id="hire-move-text" sx={{ mb: 2 }}>
            {`${hireName(hire)}. It moves to the new start on the same court for the same length (${hire.duration} minutes), if that time is free and costs the same.`}
          </DialogContentText>
          <DateInput id="hire-move-day" label="New date" value={day} onChange={setDay} margin="normal" />
          <TextField
            id="hire-move-start"
            label="New start time"
            type="time"
            value={start}
            onChange={(e) => setStart(e.target.value)}
            fullWidth
            margin="normal"
            helperText="On the quarter hour, e.g. 14:15"
            slotProps={{ htmlInput: { step: 900 }, inputLabel: { shrink: true } }}
          />
          {move.isError && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {move.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={move.isPending}>
            Keep time
          </Button>
          <Button type="submit" variant="contained" disabled={move.isPending || !day || !start}>
            Move hire
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
