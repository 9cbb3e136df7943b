// The console's form dialogs share one shell: the title naming the dialog, the refusal the form
// could not put under a field (above the fields), the fields, and Cancel beside the submit button
// (disabled while the request runs). Only console code imports this.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';

export function ConsoleFormDialog({
  title,
  failure,
  submitText,
  submitting,
  onSubmit,
  onClose,
  maxWidth = 'sm',
  submitColor = 'primary',
  children,
}: {
  title: string;
  failure: string | null;
  submitText: string;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onClose: () => void;
  maxWidth?: 'sm' | 'md';
  /** 'error' for a submit that takes something away (deactivate, reset). */
  submitColor?: 'primary' | 'error';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth={maxWidth}>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color={submitColor} disabled={submitting}>
            {submitText}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
