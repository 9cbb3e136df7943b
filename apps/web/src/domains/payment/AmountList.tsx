import Box from '@mui/material/Box';

export interface AmountRow {
  term: string;
  value: string;
  strong?: boolean;
}

/** Amounts as a description list, values right-aligned: subtotal, GST, discount, donation, total. */
export function AmountList({
  rows,
  align = 'left',
}: {
  rows: readonly (AmountRow | false)[];
  align?: 'left' | 'right';
}) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        columnGap: 3,
        rowGap: 0.5,
        maxWidth: 420,
        my: 1,
        ...(align === 'right' ? { ml: 'auto' } : {}),
      }}
    >
      {rows.map((row) =>
        row ? (
          <Box key={row.term} sx={{ display: 'contents', fontWeight: row.strong ? 700 : 400 }}>
            <dt>{row.term}</dt>
            <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
              {row.value}
            </Box>
          </Box>
        ) : null,
      )}
    </Box>
  );
}
