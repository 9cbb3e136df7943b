// Asks before a change that cannot be taken back (a time slot or blackout removed, a draft
// discarded), or one that matters to members (a voucher withdrawn or restored), and says the
// API's refusal in the dialog.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';

export function ConsoleConfirmDialog({
  title,
  children,
  confirmText,
  tone = 'error',
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmText: string;
  /** The confirm button's colour: red for what takes something away, primary for what gives back. */
  tone?: 'error' | 'primary';
  /** Resolves when done (the dialog then closes); a rejection is said in the dialog. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : 'Could not do that. Please try again.');
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText id={`${id}-text`}>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color={tone} variant="contained" disabled={busy} onClick={() => void confirm()}>
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
