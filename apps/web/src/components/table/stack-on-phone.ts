// On a phone a wide table becomes a list of cards: each row a card, each cell on its own
// line after its column's name (the cell's data-label). Nothing scrolls sideways and every
// column (Venue, Court, Game) stays in reach. From tablet width it is the plain table.
// CSS only, so the server's HTML is already the phone's layout (no switch at hydration).
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '../visually-hidden';

export const stackOnPhone = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    // The headers stay for screen readers; each cell says its column on screen.
    '& thead': visuallyHidden,
    '& tbody, & tr': { display: 'block' },
    '& tbody tr': { py: 1, borderBottom: `1px solid ${theme.palette.divider}` },
    '& tbody td, & tbody th': { display: 'block', border: 0, py: 0.25, px: 2, textAlign: 'left' },
    '& tbody [data-label]': {
      display: 'grid',
      gridTemplateColumns: 'minmax(5.5rem, 35%) minmax(0, 1fr)',
      columnGap: 1,
      overflowWrap: 'anywhere',
    },
    '& tbody [data-label]::before': { content: 'attr(data-label)', fontWeight: 600 },
    '& tbody [data-label]:empty': { display: 'none' },
  },
});
