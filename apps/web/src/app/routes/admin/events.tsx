import { PageTitle } from '../../../components/PageTitle';
import { EventsScreen } from '../../../features/admin-events/components/EventsScreen';

export function Component() {
  return (
    <>
      <PageTitle>Event rosters</PageTitle>
      <EventsScreen />
    </>
  );
}
