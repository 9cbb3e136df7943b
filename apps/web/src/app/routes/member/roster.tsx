import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { EventRoster } from '../../../features/roster/components/EventRoster';
import { useSettings } from '../../../lib/settings';

export function Component() {
  const { data: settings } = useSettings();
  return (
    <>
      <PageTitle>Event Roster</PageTitle>
      {settings ? <EventRoster timeZone={settings.time_zone} /> : <Loading text="Loading Data..." />}
    </>
  );
}
