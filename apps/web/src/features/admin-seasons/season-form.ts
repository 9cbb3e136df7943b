// The season dialogs (new season, copy of a season): name, sport, start date and the last day of
// nominations (not for a copy: last season's closing date is not the next one's). The date
// picker gives YYYY-MM-DD, '' when empty, or INVALID_DATE (components/form/iso-date.ts) while
// what is typed is not a date, which the contract refuses.
import type { TSport } from '@courtside/contracts';
import { ZSeasonCopy, ZSeasonCreate, type TSeasonCopy, type TSeasonCreate } from '@courtside/contracts/admin';
import { z } from 'zod/mini';

export interface SeasonForm {
  name: string;
  sport: TSport | '';
  start_date: string;
  nominations_close_date: string;
}

const dateOf = (text: string) => (text === '' ? null : text);

export const seasonCreateOf = (form: SeasonForm): TSeasonCreate => ({
  name: form.name.trim(),
  sport: form.sport as TSport,
  start_date: dateOf(form.start_date),
  nominations_close_date: dateOf(form.nominations_close_date),
});

export const seasonCopyOf = (form: SeasonForm): TSeasonCopy => ({
  name: form.name.trim(),
  start_date: dateOf(form.start_date),
});

export const ZSeasonCreateForm = z.pipe(
  z.transform((form): z.input<typeof ZSeasonCreate> => seasonCreateOf(form as SeasonForm)),
  ZSeasonCreate,
);
export const ZSeasonCopyForm = z.pipe(
  z.transform((form): z.input<typeof ZSeasonCopy> => seasonCopyOf(form as SeasonForm)),
  ZSeasonCopy,
);

/** YYYY-MM-DD as the association reads dates: 02/03/2027. */
export const formatIsoDate = (iso: string) => iso.split('-').reverse().join('/');
