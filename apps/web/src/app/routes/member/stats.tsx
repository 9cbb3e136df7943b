import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { StatsPage } from '../../../features/stats/components/StatsPage';
import { useSettings } from '../../../lib/settings';
import { Redirect } from '../../../components/Redirect';

// The router already requires a team (hasTeam); the stats switch is a setting.
export function Component() {
  const { data: settings, isPending } = useSettings();
  if (isPending) return <Loading text="Loading Data..." />;
  if (!settings?.stats_enabled) return <Redirect to="/member/account" />;
  return (
    <>
      <PageTitle>Stats</PageTitle>
      <StatsPage />
    </>
  );
}
