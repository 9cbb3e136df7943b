// The console's HPC area's pages (classes, subscriptions, plans), linked side by side above each, the
// current one marked: plain links, so each page has its own address.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

const PAGES = [
  { key: 'classes', label: 'Classes', to: '/admin/hpc/classes' },
  { key: 'subscriptions', label: 'Subscriptions', to: '/admin/hpc/subscriptions' },
  { key: 'plans', label: 'Plans', to: '/admin/hpc/plans' },
] as const;

export function HpcTabs({ current }: { current: (typeof PAGES)[number]['key'] }) {
  return (
    <Box
      component="nav"
      aria-label="HPC"
      sx={{ display: 'flex', gap: 1, borderBottom: 1, borderColor: 'divider', pb: 1, mb: 2 }}
    >
      {PAGES.map((p) => (
        <Button
          key={p.key}
          component={RouterLink}
          to={p.to}
          variant={p.key === current ? 'contained' : 'text'}
          aria-current={p.key === current ? 'page' : undefined}
        >
          {p.label}
        </Button>
      ))}
    </Box>
  );
}
