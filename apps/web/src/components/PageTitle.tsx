import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useRenderCollector } from '../lib/server-render';
import { useSettings } from '../lib/settings';

/** The page's one h1, also used as the browser tab title. */
export function PageTitle({ children, title }: { children: ReactNode; title?: string }) {
  const text = title ?? (typeof children === 'string' ? children : '');
  const association = useSettings().data?.client_name ?? 'Courtside';
  const collector = useRenderCollector();
  if (collector && text) collector.title = `${text} | ${association}`;
  useEffect(() => {
    if (text) document.title = `${text} | ${association}`;
  }, [text, association]);
  return (
    <Typography
      variant="h4"
      component="h1"
      gutterBottom
      sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 600 }}
    >
      {children}
    </Typography>
  );
}
