import { formatDollars, toCents } from '@courtside/contracts';

/** "$1,234.50" from an API amount in dollars (the API sends dollars, the app counts cents). */
export const dollars = (amount: number): string => formatDollars(toCents(amount));
