import { Navigate, useResolvedPath } from 'react-router';
import { useRenderCollector } from '../lib/server-render';

/**
 * Sends the visitor elsewhere, replacing the current history entry. In the browser it is
 * react-router's Navigate; rendered on the server it becomes the page's HTTP redirect.
 */
export function Redirect({ to }: { to: string }) {
  const collector = useRenderCollector();
  const resolved = useResolvedPath(to);
  if (collector) {
    collector.redirectTo ??= `${resolved.pathname}${resolved.search}${resolved.hash}`;
    return null;
  }
  return <Navigate to={to} replace />;
}
