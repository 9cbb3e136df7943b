import Alert, { type AlertColor } from '@mui/material/Alert';
import type { ReactNode } from 'react';

/** An alert the user can close; `onClose` undefined makes it permanent. */
export function DismissibleAlert({
  severity,
  children,
  onClose,
}: {
  severity: AlertColor;
  children: ReactNode;
  onClose?: () => void;
}) {
  return (
    <Alert
      severity={severity}
      onClose={onClose}
      role={severity === 'error' ? 'alert' : 'status'}
      sx={{ my: 2 }}
    >
      {children}
    </Alert>
  );
}
