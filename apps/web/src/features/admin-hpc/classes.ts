// The console's HPC classes: their addresses, the classes list's week (in the address), the
// roll's sentences, and the reason asked when staff change or cancel a class and what the API did.
import { isoToDmy } from '@courtside/contracts';
import type { TAdminClass, TClassRoll } from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import { addDaysIso, weekdayAndDate, weekdayOfIso } from '../../lib/calendar-dates';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const classesPath = '/admin/hpc/classes';
export const classPath = (id: number) => `/admin/hpc/classes/${id}`;

// ---- The classes list's week ----------------------------------------------------------------

/** The Monday of the week a date falls in. */
export const mondayOf = (iso: string) => addDaysIso(iso, -((weekdayOfIso(iso) + 6) % 7));

/** The week the address asks for (?week=YYYY-MM-DD, any day of it), else this week. */
export function weekOf(params: URLSearchParams, today: string): { from: string; to: string } {
  const asked = params.get('week') ?? '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(asked)) ? asked : today;
  const from = mondayOf(day);
  return { from, to: addDaysIso(from, 6) };
}

/** 'Mon 23/11/2026 to Sun 29/11/2026'. */
export const weekText = (week: { from: string; to: string }) =>
  `${weekdayAndDate(week.from, 'short')} to ${weekdayAndDate(week.to, 'short')}`;

/** A class's places: '12 / 16', with 'cancelled' for a cancelled class. */
export const placesText = (c: Pick<TAdminClass, 'booked' | 'capacity' | 'cancelled'>) =>
  c.cancelled ? 'Cancelled' : `${c.booked} / ${c.capacity}`;

/** A class in a few words: 'Shooting Lab, Mon 23/11/2026 17:00 - 18:30'. */
export const classText = (c: Pick<TAdminClass, 'name' | 'date' | 'start_time' | 'end_time'>) =>
  `${c.name}, ${weekdayAndDate(c.date, 'short')} ${c.start_time} - ${c.end_time}`;

// ---- The roll -------------------------------------------------------------------------------

/** What promoting will do when the class is full. */
export const raiseText = (name: string, c: Pick<TAdminClass, 'capacity'>) =>
  `The class is full. Promoting ${name} raises its capacity from ${c.capacity} to ${c.capacity + 1} places.`;

/**
 * What adding a member will do: book them into a free place, or (the class full) put them at the
 * end of the waitlist. A waitlist forms only once a class is full, so staff do not choose.
 */
export const addWillText = (c: Pick<TAdminClass, 'booked' | 'capacity' | 'waitlisted'>) =>
  c.booked < c.capacity
    ? `${c.capacity - c.booked} of ${c.capacity} places free: the member is booked into the class and emailed.`
    : `The class is full (${c.booked} of ${c.capacity} places): the member joins the waitlist at position ${c.waitlisted + 1} and is emailed.`;

/** What the roll page says once a member is added, from the roll the API answered. */
export const addedText = (memberId: number, roll: Pick<TClassRoll, 'roll' | 'waitlist'>) => {
  const booked = roll.roll.find((r) => r.member.id === memberId);
  if (booked) return `${booked.member.name} booked into the class.`;
  const waiting = roll.waitlist.find((w) => w.member.id === memberId);
  return waiting
    ? `${waiting.member.name} added to the waitlist at position ${waiting.position}.`
    : 'Member added.';
};

/** What cancelling the rest of a series will do. */
export const seriesCancelWillText = (c: Pick<TAdminClass, 'name' | 'date'>) =>
  `Every class of ${c.name} on or after ${isoToDmy(c.date)} is cancelled; booked and waitlisted members are emailed.`;

// ---- Reasons and outcomes --------------------------------------------------------------------

export interface ReasonForm {
  reason: string;
}

/** A reason: at most 500 characters, and given when `required` (a declined request's). */
export const ZReasonForm = (required: boolean) =>
  z.object({
    reason: z.string().check(
      z.refine((t) => !required || t.trim() !== '', 'Type the reason: it is told to the member.'),
      z.maxLength(500, 'At most 500 characters'),
    ),
  });

export const seriesChangedText = (count: number) =>
  `${plural(count, 'class', 'classes')} of the series saved.`;

export const seriesCancelledText = (count: number) =>
  `${plural(count, 'class', 'classes')} of the series cancelled.`;
