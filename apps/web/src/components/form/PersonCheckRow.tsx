// One person row that is looked up before it counts (lib/player-check.ts): a team
// nomination's players and a team's add-member dialogs. Until found it shows the person's
// fields (children), the check button and its status; once found, 'Added - {name}'. Fields
// that are not about the person (a temporary member's game) stay in both states (kept).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { RowCheck } from '../../lib/player-check';

export function PersonCheckRow({
  label,
  statusId,
  person,
  check,
  busy,
  checkText,
  removeText,
  removeFoundLabel,
  found,
  onCheck,
  onRemove,
  children,
  kept,
}: {
  /** The fieldset's legend and accessible name, e.g. 'Player 2'. */
  label: string;
  statusId: string;
  person: { firstname: string; lastname: string };
  check: RowCheck;
  busy: boolean;
  checkText: string;
  removeText: string;
  /** Accessible name of Remove once the person is found. */
  removeFoundLabel?: string;
  /** Shown next to the status once found. */
  found?: ReactNode;
  onCheck: () => void;
  onRemove: () => void;
  children: ReactNode;
  /** Fields shown before and after the person is found. */
  kept?: ReactNode;
}) {
  const failed = check.click && !check.confirm;
  return (
    <Box
      component="fieldset"
      aria-label={label}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      {check.confirm ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>
            Added - {person.firstname} {person.lastname}
          </Typography>
          <Typography variant="body2" color="success.main" role="status">
            {check.status}
          </Typography>
          {found}
          <Button size="small" color="error" onClick={onRemove} disabled={busy} aria-label={removeFoundLabel}>
            Remove
          </Button>
        </Box>
      ) : (
        <>
          {children}
          {kept}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              color={failed ? 'error' : 'primary'}
              onClick={onCheck}
              disabled={busy}
              aria-describedby={check.status ? statusId : undefined}
            >
              {checkText}
            </Button>
            <Button size="small" onClick={onRemove} disabled={busy}>
              {removeText}
            </Button>
          </Box>
          {check.status && (
            <Typography
              id={statusId}
              variant="body2"
              color={failed ? 'error' : 'text.secondary'}
              role={failed ? 'alert' : 'status'}
              sx={{ mt: 1 }}
            >
              {check.status}
            </Typography>
          )}
        </>
      )}
      {check.confirm && check.warnings.length > 0 && (
        // Associations allow exceptions: the person stays added, the manager is told.
        <Alert severity="warning" sx={{ mt: 1 }}>
          {check.warnings.map((w) => (
            <Typography key={w} variant="body2">
              {w}
            </Typography>
          ))}
        </Alert>
      )}
      {check.confirm && kept}
    </Box>
  );
}
