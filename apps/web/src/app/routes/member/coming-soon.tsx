import { useMatches } from 'react-router';
import { ComingSoon } from '../../../components/ComingSoon';

export function Component() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { title?: string } | undefined;
  return <ComingSoon title={handle?.title ?? 'Coming soon'} />;
}
