// What a console date field (IsoDateField) holds while what is typed is not a whole date: the
// form's schema then says so. A file of its own so the forms' pure rules can name it without
// loading the date picker, and no public page's bundle carries it.
export const INVALID_DATE = 'not-a-date';
