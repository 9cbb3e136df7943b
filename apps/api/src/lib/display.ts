// How money-area dates read on screens and receipts (DD/MM/YYYY and h:mm a),
// always in the association's time zone.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { isoToDmy } from '@courtside/contracts';

/** An instant as DD/MM/YYYY h:mm AM/PM in the zone. */
export const formatDateTime = (instant: Date, timeZone: string) =>
  format(new TZDate(instant.getTime(), timeZone), 'dd/MM/yyyy h:mm a');

/** A `date` column (stored as UTC midnight) as DD/MM/YYYY. */
export const dmyOfDate = (d: Date) => isoToDmy(d.toISOString().slice(0, 10));
