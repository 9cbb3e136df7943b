import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** The link back to a list above a detail screen ('All Invoices', 'All Receipts'). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBack />} sx={{ mb: 1, px: 0 }}>
      {children}
    </Button>
  );
}
