// Availability editing: toggling a time slot
// or an unavailable date changes a local copy that SAVE sends whole. A change touching
// a published roster date is refused at once, as the server would refuse the save.
import {
  WEEKDAY_NAMES,
  type TRefereeAvailability,
  type TRefereeAvailabilityRequest,
} from '@courtside/contracts';
import { weekdayOfIso } from '../../lib/calendar-dates';

export interface AvailabilityDraft {
  /** Chosen slots as 'day|HH:mm' (day 0 = Sunday). */
  slots: readonly string[];
  /** Unavailable dates, YYYY-MM-DD. */
  unavailable: readonly string[];
}

export const slotKey = (day: number, time: string) => `${day}|${time}`;

export function draftFrom(data: TRefereeAvailability): AvailabilityDraft {
  const slots = Object.entries(data.availability).flatMap(([dayName, times]) => {
    const day = WEEKDAY_NAMES.indexOf(dayName as (typeof WEEKDAY_NAMES)[number]);
    return day < 0 ? [] : times.map((t) => slotKey(day, t));
  });
  return { slots: [...new Set(slots)].sort(), unavailable: [...data.unavailability].sort() };
}

export type Toggle = { ok: true; draft: AvailabilityDraft } | { ok: false };

const flip = (list: readonly string[], item: string) =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item].sort();

/** A slot on a weekday that has a published roster date in the window cannot change. */
export function toggleSlot(
  data: TRefereeAvailability,
  draft: AvailabilityDraft,
  day: number,
  time: string,
): Toggle {
  if (data.refRosteredPublished.some((d) => weekdayOfIso(d) === day)) return { ok: false };
  return { ok: true, draft: { ...draft, slots: flip(draft.slots, slotKey(day, time)) } };
}

/** A published roster date cannot be marked or unmarked unavailable. */
export function toggleDate(data: TRefereeAvailability, draft: AvailabilityDraft, iso: string): Toggle {
  if (data.refRosteredPublished.includes(iso)) return { ok: false };
  return { ok: true, draft: { ...draft, unavailable: flip(draft.unavailable, iso) } };
}

export function saveRequest(
  data: TRefereeAvailability,
  draft: AvailabilityDraft,
): TRefereeAvailabilityRequest {
  return {
    season: data.season,
    venue: data.venue,
    availability: draft.slots.map((key) => {
      const [day, time] = key.split('|');
      return { day: Number(day), time: time ?? '' };
    }),
    unavailability: [...draft.unavailable],
  };
}
