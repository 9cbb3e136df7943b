import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { Dashboard } from '../../../features/dashboard/components/Dashboard';
import { useProfile } from '../../../lib/auth';
import { useSettings } from '../../../lib/settings';

export function Component() {
  const { data: profile } = useProfile();
  const { data: settings } = useSettings();
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      {profile ? (
        <Dashboard profile={profile} statsEnabled={settings?.stats_enabled ?? false} />
      ) : (
        <Loading text="Loading Data..." />
      )}
    </>
  );
}
