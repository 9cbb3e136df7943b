// Subscription screen: Plan, Cycle, Price, Start Date, End Date,
// Status; 10 a page, latest start first; active rows highlighted. Active rows can be
// managed (Pause, Cancel, and Withdraw request while one is pending; a cancel replaces a
// pending pause); active or suspended rows can have their card updated.
import {
  HPC_MINIMUM_TERM_MONTHS,
  HPC_MSG,
  HPC_NOTICE_DAYS,
  HPC_REDIRECT_MS,
  type THpcSubscriptionAction,
  type TSubscription,
} from '@courtside/contracts';
import CreditCard from '@mui/icons-material/CreditCard';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Loading } from '../../../components/Loading';
import { ResultOverlay, type OverlayMessage } from '../../../domains/payment';
import { DataTable, type Column } from '../../../components/table/DataTable';
import { dollars } from '../../../domains/payment/format';
import { useSubscriptions } from '../api/get-subscriptions';
import { useSendSubscriptionAction } from '../api/send-subscription-action';
import { HPC_PATHS } from '../paths';
import { UpdateCardDialog } from './UpdateCardDialog';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** DD/MM/YYYY as a sortable number. */
const dmyKey = (dmy: string) => Number(dmy.split('/').reverse().join(''));

function statusText(s: TSubscription): string {
  const pending = s.cancel_requested ? 'cancel' : s.pause_requested ? 'pause' : null;
  if (pending && s.request_effective_date)
    return `${capitalise(s.status)} (${pending} from ${s.request_effective_date})`;
  return capitalise(s.status);
}

function ManageDialog({
  subscription,
  onClose,
  onSent,
}: {
  subscription: TSubscription | null;
  onClose: () => void;
  onSent: (ok: boolean, text: string) => void;
}) {
  const send = useSendSubscriptionAction();
  const request = (action: THpcSubscriptionAction) => {
    if (!subscription) return;
    send.mutate(
      { id: subscription.id, action },
      {
        onSuccess: (answer) => onSent(true, answer.message),
        onError: () => onSent(false, HPC_MSG.actionFailed),
      },
    );
  };
  const pendingAction = subscription?.cancel_requested ? 'cancel' : 'pause';
  return (
    <Dialog
      open={subscription !== null}
      onClose={onClose}
      aria-labelledby="hpc-manage-title"
      aria-describedby="hpc-manage-text"
    >
      <DialogTitle id="hpc-manage-title">Manage Subscription</DialogTitle>
      <DialogContent>
        <DialogContentText id="hpc-manage-text">
          {subscription?.name}: a pause or cancel request takes effect no earlier than{' '}
          {HPC_MINIMUM_TERM_MONTHS} months after your start date and {HPC_NOTICE_DAYS} days after the request.
        </DialogContentText>
        {subscription?.can_withdraw && subscription.request_effective_date && (
          <Alert severity="info" sx={{ mt: 2 }}>
            A {pendingAction} request has already been sent; it takes effect on{' '}
            {subscription.request_effective_date}. You can withdraw it
            {subscription.can_cancel ? ', or cancel instead' : ''}.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {subscription?.can_withdraw && (
          <Button onClick={() => request('withdraw')} disabled={send.isPending}>
            Withdraw {pendingAction} request
          </Button>
        )}
        <Button onClick={() => request('pause')} disabled={send.isPending || !subscription?.can_manage}>
          Pause
        </Button>
        <Button
          color="error"
          onClick={() => request('cancel')}
          disabled={send.isPending || !subscription?.can_cancel}
        >
          Cancel
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

export function SubscriptionsList() {
  const { data, isPending, isError, error } = useSubscriptions();
  const navigate = useNavigate();
  const [managing, setManaging] = useState<TSubscription | null>(null);
  const [carding, setCarding] = useState<TSubscription | null>(null);
  const [snack, setSnack] = useState<{ ok: boolean; text: string } | null>(null);
  const [overlay, setOverlay] = useState<OverlayMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const rows = useMemo(
    () => [...(data ?? [])].sort((a, b) => dmyKey(b.start_date) - dmyKey(a.start_date) || b.id - a.id),
    [data],
  );

  const columns: Column<TSubscription>[] = [
    { header: 'Plan', cell: (s) => s.name },
    { header: 'Cycle', cell: (s) => (s.one_off ? 'One payment' : capitalise(s.cycle)) },
    { header: 'Price', cell: (s) => dollars(s.price), align: 'right' },
    { header: 'Start Date', cell: (s) => s.start_date },
    { header: 'End Date', cell: (s) => s.end_date ?? '' },
    {
      header: 'Status',
      cell: (s) => (
        <Box component="span" sx={{ fontWeight: s.status === 'active' ? 700 : 400 }}>
          {statusText(s)}
        </Box>
      ),
      text: statusText,
    },
    {
      header: 'Actions',
      text: () => '',
      cell: (s) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {s.status === 'active' && (
            <Tooltip title="Manage Subscription">
              <IconButton
                size="small"
                onClick={() => setManaging(s)}
                aria-label={`Manage subscription ${s.name}`}
              >
                <Edit fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {s.can_update_card && (
            <Tooltip title="Update Credit Card">
              <IconButton
                size="small"
                onClick={() => setCarding(s)}
                aria-label={`Update credit card of ${s.name}`}
              >
                <CreditCard fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      ),
    },
  ];

  if (isPending) return <Loading text="Loading Data..." />;
  if (isError) return <Alert severity="error">{error.message}</Alert>;
  return (
    <>
      <ResultOverlay message={overlay} />
      <DataTable
        label="Subscriptions"
        rows={rows}
        columns={columns}
        rowKey={(s) => s.id}
        emptyText={HPC_MSG.noSubscriptions}
        rowHighlight={(s) => s.status === 'active'}
      />
      <ManageDialog
        subscription={managing}
        onClose={() => setManaging(null)}
        onSent={(ok, text) => {
          setManaging(null);
          setSnack({ ok, text });
        }}
      />
      <UpdateCardDialog
        subscription={carding}
        onClose={() => setCarding(null)}
        onUpdated={(text) => {
          setCarding(null);
          setOverlay({ text, severity: 'success' });
          timer.current = setTimeout(() => void navigate(HPC_PATHS.home), HPC_REDIRECT_MS.afterCardUpdate);
        }}
      />
      <Snackbar
        open={snack !== null}
        autoHideDuration={HPC_REDIRECT_MS.snackbar}
        onClose={() => setSnack(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={snack?.ok ? 'success' : 'error'}
          variant="filled"
          role={snack?.ok ? 'status' : 'alert'}
          onClose={() => setSnack(null)}
        >
          {snack?.text}
        </Alert>
      </Snackbar>
    </>
  );
}
