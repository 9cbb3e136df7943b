import { useParams } from 'react-router';
import { VenuePage } from '../../../features/admin-venues/components/VenuePage';

export function Component() {
  const typed = useParams().venue_id ?? '';
  // Anything but a venue id asks for venue 0, which the API answers as no such venue.
  const id = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  return <VenuePage key={id} id={id} />;
}
