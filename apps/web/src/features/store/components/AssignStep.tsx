// Step 3 of the checkout: which attendee goes to which product. Each product needing
// attendees gets exactly as many different attendees as its quantity.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { CartItem } from '../../../domains/cart/cart';
import type { AttendeeRow, Assignments } from '../checkout';

export function AssignStep({
  lines,
  attendees,
  assign,
  onChange,
}: {
  /** The products needing attendees. */
  lines: readonly CartItem[];
  attendees: readonly AttendeeRow[];
  assign: Assignments;
  onChange: (assign: Assignments) => void;
}) {
  if (lines.length === 0) return <Typography>No attendees are needed for this order.</Typography>;
  const toggle = (productId: string, uid: string, on: boolean) => {
    const current = assign[productId] ?? [];
    onChange({
      ...assign,
      [productId]: on ? [...current.filter((u) => u !== uid), uid] : current.filter((u) => u !== uid),
    });
  };
  return (
    <>
      {lines.map((line) => {
        const productId = String(line.product_id);
        const chosen = assign[productId] ?? [];
        const labelId = `assign-${productId}-label`;
        return (
          <FormControl key={productId} component="fieldset" sx={{ display: 'block', mb: 2 }}>
            <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary', fontWeight: 600 }}>
              {line.product_title}: choose {line.product_quantity}{' '}
              {line.product_quantity === 1 ? 'attendee' : 'attendees'} ({chosen.length} chosen)
            </FormLabel>
            <FormGroup>
              {attendees.map((a) => (
                <FormControlLabel
                  key={a.uid}
                  label={`${a.firstname} ${a.lastname}`}
                  control={
                    <Checkbox
                      checked={chosen.includes(a.uid)}
                      onChange={(e) => toggle(productId, a.uid, e.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        );
      })}
    </>
  );
}
