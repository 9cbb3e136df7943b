// The Venues area's pure rules: a venue's form as typed and the body the API takes (empty
// address parts are none), and a court's weekly hours said in words.
import type { TAdminCourt, TAdminVenue, TVenueWrite } from '@courtside/contracts/admin';
import { DAY_NAMES, WEEK_ORDER } from './block-rule';

export interface VenueForm {
  name: string;
  address: string;
  suburb: string;
  postcode: string;
  state: string;
}

export const venueFormOf = (venue: TAdminVenue | null): VenueForm => ({
  name: venue?.name ?? '',
  address: venue?.address ?? '',
  suburb: venue?.suburb ?? '',
  postcode: venue?.postcode ?? '',
  state: venue?.state ?? '',
});

const orNull = (text: string) => text.trim() || null;

/** The body of POST /api/admin/venues and PUT /api/admin/venues/:id. */
export const venueWriteOf = (form: VenueForm): TVenueWrite => ({
  name: form.name.trim(),
  address: orNull(form.address),
  suburb: orNull(form.suburb),
  postcode: orNull(form.postcode),
  state: orNull(form.state),
});

/** A court's week in words, Monday first: "Mon 06:00-23:00; Sat 07:00-22:00"; "Not open for hire" when none. */
export function hoursText(hours: TAdminCourt['hours']): string {
  const days = WEEK_ORDER.flatMap((d) => {
    const open = hours
      .filter((h) => h.weekday === d)
      .sort((a, b) => a.open.localeCompare(b.open))
      .map((h) => `${h.open}-${h.close}`);
    return open.length ? [`${DAY_NAMES[d]!.slice(0, 3)} ${open.join(', ')}`] : [];
  });
  return days.length ? days.join('; ') : 'Not open for hire';
}
