// One audit entry: who did what to which record, and each field before and after.
import type { TAuditEntry } from '@courtside/contracts/admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/visually-hidden';
import { auditDiff } from '../diff';

export function AuditDiffDialog({
  entry,
  timeZone,
  onClose,
}: {
  entry: TAuditEntry;
  timeZone: string | undefined;
  onClose: () => void;
}) {
  const rows = auditDiff(entry.before, entry.after);
  const when = new Date(entry.at).toLocaleString('en-AU', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="audit-diff-title" fullWidth maxWidth="md">
      <DialogTitle id="audit-diff-title">
        {entry.action} on {entry.entity} {entry.entity_id}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          By {entry.actor} (member {entry.actor_id}), {when}.
        </Typography>
        {entry.reason && <Typography sx={{ mb: 2 }}>Reason: {entry.reason}</Typography>}
        {rows.length === 0 ? (
          <Typography>No fields were recorded for this entry.</Typography>
        ) : (
          <Table size="small" aria-label="Fields before and after">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Field
                </TableCell>
                <TableCell component="th" scope="col">
                  Before
                </TableCell>
                <TableCell component="th" scope="col">
                  After
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.field} sx={row.changed ? { bgcolor: 'action.selected' } : undefined}>
                  <TableCell component="th" scope="row">
                    {row.field}
                    {row.changed && (
                      <Typography component="span" sx={visuallyHidden}>
                        {' '}
                        (changed)
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{row.before}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{row.after}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
