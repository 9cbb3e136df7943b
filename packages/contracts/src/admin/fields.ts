// Fields the console's contracts share (not exported from the package: each area names its own).
import { z } from 'zod/mini';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date, YYYY-MM-DD, that exists (no 30 February), in a year a season can start. */
export const isoDate = z.string().check(
  z.regex(ISO_DATE, 'This field must be a date (YYYY-MM-DD)'),
  z.refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    const year = d.getUTCFullYear();
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && year >= 1900 && year < 2200;
  }, 'This field must be a valid date'),
);
/** A period of local dates, both included (reports, officials' payments): `to` not before `from`. */
export const periodQuery = z
  .object({ from: isoDate, to: isoDate })
  .check(
    z.refine((q) => q.from <= q.to, { message: 'The last date cannot be before the first', path: ['to'] }),
  );
export const id = z.int().check(z.minimum(1), z.maximum(2_147_483_647));
export const whole = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** A time of day, HH:mm (24-hour, 00:00 to 23:59), in the association's time zone. */
export const timeOfDay = z.string().check(z.regex(HH_MM, 'This field must be a time (HH:mm)'));
