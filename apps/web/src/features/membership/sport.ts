import { SPORTS, type TSport } from '@courtside/contracts';

/** The ?sport= of the membership route: lower-cased, without a leading 'register for '; else the fallback. */
export function membershipSport(query: string | null, fallback: string): TSport {
  const value = (query ?? '')
    .toLowerCase()
    .replace(/^register for /, '')
    .trim();
  const valid = (s: string): s is TSport => (SPORTS as readonly string[]).includes(s);
  if (valid(value)) return value;
  return valid(fallback) ? fallback : 'basketball';
}
