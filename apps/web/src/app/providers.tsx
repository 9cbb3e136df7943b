import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { useSettings } from '../lib/settings';
import { themeFor } from './theme';

/** The theme in the association's colours (the defaults until the settings arrive). */
function BrandTheme({ children }: { children: ReactNode }) {
  const brand = useSettings().data?.brand;
  const primary = brand?.primary_color;
  const secondary = brand?.secondary_color;
  const theme = useMemo(
    () => themeFor(primary && secondary ? { primary_color: primary, secondary_color: secondary } : undefined),
    [primary, secondary],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      <BrandTheme>{children}</BrandTheme>
    </QueryClientProvider>
  );
}
