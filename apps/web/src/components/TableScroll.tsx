import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways on a phone. The scroll area is a focusable,
 * labelled region so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
    >
      {children}
    </TableContainer>
  );
}
