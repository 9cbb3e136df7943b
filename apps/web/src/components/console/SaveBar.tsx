// A settings form's save: its button (off while the save runs) and, beside it, what the last
// save did, in a status that screen readers announce.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SaveBar({
  text,
  submitting,
  saved,
}: {
  text: string;
  submitting: boolean;
  saved: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
      <Button type="submit" variant="contained" disabled={submitting}>
        {text}
      </Button>
      <Typography role="status">{saved}</Typography>
    </Box>
  );
}
