// The bar over the grid once teams are picked: how many, and the three decisions that apply to
// them all (each asks for one reason first), or clearing the picks. It wraps on a phone.
import { NOMINATION_BULK_ACTIONS, type TNominationBulkAction } from '@courtside/contracts/admin';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BULK_ACTION_LABEL } from '../bulk-decisions';

export function BulkDecisionBar({
  picked,
  onDecide,
  onClear,
}: {
  picked: number;
  onDecide: (action: TNominationBulkAction) => void;
  onClear: () => void;
}) {
  if (picked === 0) return null;
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label="Picked nominations"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1, mb: 1 }}
    >
      <Typography component="span" sx={{ mr: 1, fontWeight: 500 }}>
        {picked} picked:
      </Typography>
      {NOMINATION_BULK_ACTIONS.map((action) => (
        <Button
          key={action}
          variant="outlined"
          size="small"
          color={action === 'decline' ? 'error' : 'primary'}
          onClick={() => onDecide(action)}
        >
          {BULK_ACTION_LABEL[action]}
        </Button>
      ))}
      <Button size="small" onClick={onClear}>
        Clear picks
      </Button>
    </Paper>
  );
}
