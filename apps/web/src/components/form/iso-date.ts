// What a console date field (IsoDateField) holds while what is typed is not a whole date: the
// form's schema then says so. A file of its own so the forms' pure rules can name it without
// loading the date picker, and no public page's bundle carries it.
export const INVALID_DATE = 'not-a-date';

type Ctx = { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void };

/** A picker's text: '' (empty), INVALID_DATE or YYYY-MM-DD. Adds the form's wording of a bad one. */
export function checkDate(ctx: Ctx, text: string, path: string, required: string | null) {
  if (text === '' && required) ctx.addIssue({ code: 'custom', path: [path], message: required });
  else if (text === INVALID_DATE)
    ctx.addIssue({ code: 'custom', path: [path], message: 'Type the date as dd/mm/yyyy.' });
}

/** The last date, when both are whole dates, on or after the first. */
export function checkOrder(ctx: Ctx, first: string, last: string, path: string) {
  const whole = (t: string) => t !== '' && t !== INVALID_DATE;
  if (whole(first) && whole(last) && last < first)
    ctx.addIssue({ code: 'custom', path: [path], message: 'The last date cannot be before the first.' });
}
