import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One column on phones, two from tablet width up. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      {children}
    </Box>
  );
}
