// What the server did after a person's action ("Time slots saved.", or its refusal), said at the
// top of a screen until they close it: a status when it went through, an alert (read out at
// once) when it did not.
import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

export type Said = { severity: 'success' | 'error'; text: string } | null;

export function SaidAlert({
  said,
  onClose,
  sx = { mb: 2 },
}: {
  said: Said;
  onClose: () => void;
  sx?: SxProps<Theme>;
}) {
  if (!said) return null;
  return (
    <Alert
      severity={said.severity}
      role={said.severity === 'error' ? 'alert' : 'status'}
      onClose={onClose}
      sx={sx}
    >
      {said.text}
    </Alert>
  );
}
