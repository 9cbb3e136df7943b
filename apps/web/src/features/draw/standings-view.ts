// Standings rules, as pure functions.
import type { TDrawResponse } from '@courtside/contracts';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { roundNumbers } from './draw-view';

dayjs.extend(utc);
dayjs.extend(timezone);

/** 'Results as Saturday 21 November 2026 6:30 pm' in the association's time zone; null before any result. */
export function resultsAsText(updatedAt: string | null, timeZone: string): string | null {
  if (!updatedAt) return null;
  const when = dayjs(updatedAt);
  if (!when.isValid()) return null;
  return `Results as ${when.tz(timeZone).format('dddd DD MMMM YYYY h:mm a')}`;
}

export { standingLines } from '../../components/ladder/ladder-lines';

/** The "As at" choices after Latest: 'After round N' for each round of the division's draw. */
export const asAtOptions = (draw: TDrawResponse): Array<{ value: string; text: string }> =>
  roundNumbers(draw).map((round) => ({ value: String(round), text: `After round ${round}` }));
