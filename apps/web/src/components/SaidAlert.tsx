// What the server did after a person's action ("Time slots saved.", or its refusal), said at the
// top of a screen until they close it: a status when it went through, an alert (read out at
// once) when it did not, with links to what the person is likely to do next.
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';

/** A next step offered after what was said, such as the draw repair after closing a court. */
export type SaidLink = { to: string; text: string };
export type Said = { severity: 'success' | 'error'; text: string; links?: SaidLink[] } | null;

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
      {said.links?.map((l) => (
        <span key={l.to}>
          {' '}
          <Link component={RouterLink} to={l.to}>
            {l.text}
          </Link>
        </span>
      ))}
    </Alert>
  );
}
