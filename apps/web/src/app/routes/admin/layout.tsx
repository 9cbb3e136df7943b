// /admin: the console, a lazy chunk of its own. No public or member page imports it or the
// MUI X Data Grid its screens use (scripts/route-size.mjs proves it on every build).
import { ConsoleDoor } from '../../../features/admin-shell/components/ConsoleDoor';

export function Component() {
  return <ConsoleDoor />;
}
