import { Navigate } from 'react-router';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { StatsPage } from '../../../features/stats/components/StatsPage';
import { useSettings } from '../../../lib/settings';

// The router already requires a team (hasTeam); the stats switch is a setting.
export function Component() {
  const { data: settings, isPending } = useSettings();
  if (isPending) return <Loading text="Loading Data..." />;
  if (!settings?.stats_enabled) return <Navigate to="/member/account" replace />;
  return (
    <>
      <PageTitle>Stats</PageTitle>
      <StatsPage />
    </>
  );
}
