// An area of the console built in a later release (its label is the route's handle).
import { useMatches } from 'react-router';
import { ComingLater } from '../../../features/admin-shell/components/ConsoleMessages';

export function Component() {
  const label = useMatches()
    .map((m) => (m.handle as { label?: string } | undefined)?.label)
    .filter(Boolean)
    .at(-1);
  return <ComingLater area={label ?? 'Coming later'} />;
}
