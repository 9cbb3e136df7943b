import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Label / value pairs as a description list, two columns from tablet width up. */
export function DetailList({
  items,
}: {
  items: readonly (readonly [string, ReactNode] | false | null | undefined)[];
}) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0, sm: 0.75 },
        my: 2,
      }}
    >
      {items.map((item) =>
        item ? (
          <Box key={item[0]} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
              {item[0]}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 500 }}>
              {item[1]}
            </Box>
          </Box>
        ) : null,
      )}
    </Box>
  );
}
