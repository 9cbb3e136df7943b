// What a use of a court is, opened from the calendar. A hire shows its member, court, date, time,
// price, status and how it is paid, with Move and Cancel; a game, class or closure says what and
// when (closures are kept on the competition's Draw screen, classes in HPC).
import type { TAdminVenuePage, TCourtUse } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { isoToDmy } from '@courtside/contracts';
import { useId, useState } from 'react';
import { DetailList } from '../../../components/DetailList';
import { Loading } from '../../../components/Loading';
import { formatCents } from '../../../lib/money';
import { useHire } from '../api/get-hire';
import { USE_KIND_TEXT, courtUseText } from '../hire-calendar';
import { timesText } from '../hire-form';
import { CancelHireDialog } from './CancelHireDialog';
import { MoveHireDialog } from './MoveHireDialog';

const HIRE_STATUS: Record<'pending' | 'booked' | 'cancelled', string> = {
  pending: 'Awaiting the card payment',
  booked: 'Booked',
  cancelled: 'Cancelled',
};

export function UseDialog({
  use,
  courtName,
  venue,
  onDone,
  onClose,
}: {
  use: TCourtUse;
  courtName: string;
  venue: TAdminVenuePage | undefined;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  if (use.kind === 'hire' && use.id !== null)
    return <HireDetails hireId={use.id} venue={venue} onDone={onDone} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{USE_KIND_TEXT[use.kind]}</DialogTitle>
      <DialogContent>
        <DetailList
          items={[
            ['What', courtUseText(use)],
            ['Court', courtName],
            ['Time', timesText({ start_time: use.start, end_time: use.end })],
          ]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function HireDetails({
  hireId,
  venue,
  onDone,
  onClose,
}: {
  hireId: number;
  venue: TAdminVenuePage | undefined;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const hire = useHire(hireId);
  const [step, setStep] = useState<'details' | 'move' | 'cancel'>('details');
  const h = hire.data;
  if (h && venue && step === 'move')
    return <MoveHireDialog hire={h} venue={venue} onDone={onDone} onClose={() => setStep('details')} />;
  if (h && step === 'cancel')
    return <CancelHireDialog hire={h} onDone={onDone} onClose={() => setStep('details')} />;
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{h ? `Hire: ${h.member.name}` : 'Hire'}</DialogTitle>
      <DialogContent>
        {hire.isPending ? (
          <Loading text="Loading the hire..." />
        ) : hire.isError ? (
          <Alert severity="error" role="alert">
            {hire.error.message}
          </Alert>
        ) : (
          <DetailList
            items={[
              ['Member', `${hire.data.member.name} (member ${hire.data.member.id})`],
              ['Court', hire.data.court],
              ['Date', isoToDmy(hire.data.date)],
              ['Time', timesText(hire.data)],
              ['Price', formatCents(hire.data.price_cents)],
              ['Status', HIRE_STATUS[hire.data.status]],
              [
                'Paid by',
                hire.data.order_id
                  ? `Card, order ${hire.data.order_id}`
                  : hire.data.invoice_id
                    ? `Invoice ${hire.data.invoice_id}`
                    : 'No charge',
              ],
            ]}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {h && h.status !== 'cancelled' && (
          <>
            <Button onClick={() => setStep('move')} disabled={!venue}>
              Move
            </Button>
            <Button color="error" variant="contained" onClick={() => setStep('cancel')}>
              Cancel hire
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
