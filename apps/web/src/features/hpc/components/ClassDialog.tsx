// The class detail dialog and its buttons.
import { HPC_MSG, type THpcClass } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '../../../components/DetailList';
import { DismissibleAlert } from '../../../components/DismissibleAlert';
import { useBookClass, type ClassAction } from '../api/book-class';
import { classEnd, dayLabel } from '../calendar';
import { classDialogState } from '../class-actions';
import { HPC_PATHS } from '../paths';

const minutes = (n: number) => `${n} minutes`;

function statusText(c: THpcClass): string {
  if (c.class_booked) return 'Booked';
  if (c.class_waitlist)
    return c.class_waitlist_position
      ? `On the waitlist (number ${c.class_waitlist_position})`
      : 'On the waitlist';
  return 'Not booked';
}

export function ClassDialog({
  cls,
  week,
  activeHpcSub,
  onClose,
}: {
  cls: THpcClass | null;
  week: number;
  activeHpcSub: number;
  onClose: () => void;
}) {
  return (
    <Dialog open={cls !== null} onClose={onClose} aria-labelledby="hpc-class-title" fullWidth maxWidth="sm">
      {/* Keyed by class so a new class starts without the last one's messages. */}
      {cls && (
        <ClassDetail key={cls.class_id} cls={cls} week={week} activeHpcSub={activeHpcSub} onClose={onClose} />
      )}
    </Dialog>
  );
}

function ClassDetail({
  cls,
  week,
  activeHpcSub,
  onClose,
}: {
  cls: THpcClass;
  week: number;
  activeHpcSub: number;
  onClose: () => void;
}) {
  const book = useBookClass();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const state = classDialogState(cls, activeHpcSub);

  const act = (action: ClassAction) => {
    setError(null);
    setDone(null);
    book.mutate(
      { classId: cls.class_id, action, week },
      { onSuccess: (answer) => setDone(answer.message), onError: (err) => setError(err.message) },
    );
  };
  const busy = book.isPending;

  return (
    <>
      <DialogTitle id="hpc-class-title">{cls.class_name}</DialogTitle>
      <DialogContent>
        {state.noSubscription && (
          <Alert severity="error" role="alert" sx={{ my: 2 }}>
            {HPC_MSG.noActiveSubscription}{' '}
            <Link component={RouterLink} to={HPC_PATHS.plans}>
              See the plans
            </Link>
          </Alert>
        )}
        {state.notInPlan && (
          <Alert severity="info" sx={{ my: 2 }}>
            {HPC_MSG.classNotInPlan(cls.class_name)}{' '}
            <Link component={RouterLink} to={HPC_PATHS.plans}>
              See the plans
            </Link>
          </Alert>
        )}
        {!state.noSubscription && state.started && (
          <Typography sx={{ my: 1 }}>{HPC_MSG.classStarted}</Typography>
        )}
        {state.opensOn && (
          <Typography sx={{ my: 1 }}>{HPC_MSG.bookingOpensOn(dayLabel(state.opensOn).long)}</Typography>
        )}
        {state.soldOut && (
          <Typography color="error" sx={{ fontWeight: 700, my: 1 }}>
            Sold Out
          </Typography>
        )}
        {error && (
          <DismissibleAlert severity="error" onClose={() => setError(null)}>
            {error}
          </DismissibleAlert>
        )}
        {done && (
          <DismissibleAlert severity="success" onClose={() => setDone(null)}>
            {done}
          </DismissibleAlert>
        )}
        <DetailList
          items={[
            ['Date', dayLabel(cls.class_date_formatted).long],
            ['Time', `${cls.class_starts_formatted} - ${classEnd(cls.class_starts_formatted, cls.duration)}`],
            ['Duration', minutes(cls.duration)],
            ['Venue', cls.class_venue],
            ['Room', cls.class_room],
            ['Trainers', cls.class_trainers],
            ['Activities', cls.class_activity],
            ['Spots left', String(cls.class_capacity)],
            ['Your status', statusText(cls)],
          ]}
        />
        {cls.class_description && <Typography sx={{ mb: 1 }}>{cls.class_description}</Typography>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {state.book && (
          <Button variant="contained" disabled={busy} onClick={() => act('add')}>
            Book
          </Button>
        )}
        {state.waitlist && (
          <Button variant="contained" disabled={busy} onClick={() => act('waitlist')}>
            Wait List
          </Button>
        )}
        {state.removeBooking && (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => act('remove')}>
            Remove Booking
          </Button>
        )}
        {state.removeWaitlist && (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => act('remove')}>
            Remove Waitlist
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}
