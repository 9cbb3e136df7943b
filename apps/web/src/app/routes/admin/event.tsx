// /admin/events/:event_id: one event's roster of shifts (its title is the event's name).
import type { TStaffSelf } from '@courtside/contracts/admin';
import { useOutletContext, useParams } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { EventRosterScreen } from '../../../features/admin-events/components/EventRosterScreen';

export function Component() {
  const self = useOutletContext<TStaffSelf>();
  const typed = useParams().event_id ?? '';
  // Anything but an event number asks for event 0, which the API answers as no such event.
  const eventId = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  return (
    <EventRosterScreen
      key={eventId}
      eventId={eventId}
      // Only admins may search members by name; competition staff type a member id.
      searchesMemberContacts={self.roles.includes('admin')}
      back={<BackLink to="/admin/events">All events</BackLink>}
    />
  );
}
