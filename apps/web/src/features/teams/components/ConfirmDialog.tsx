import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Remove Member and Remove Position: a question, Cancel and the action. */
export function ConfirmDialog({
  title,
  question,
  action,
  open,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  question: string;
  action: string;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="dialog-confirm-title"
      aria-describedby="dialog-confirm-text"
    >
      <DialogTitle id="dialog-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="dialog-confirm-text">{question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
