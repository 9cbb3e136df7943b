// Links sent by email that must name a member without signing them in (the one-click unsubscribe
// of a message to members): the value and an HMAC-SHA256 of it, keyed by the app's secret (the
// JWT secret, through a key derived per purpose, so a link's MAC is never a session's). Guessing
// or changing the value fails the check; such a link does not expire.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface LinkSigner {
  /** A URL-safe token carrying `value` for `purpose`. */
  sign(purpose: string, value: string): string;
  /** The value a token carries for `purpose`, or null when it was not made by sign(). */
  verify(purpose: string, token: string): string | null;
}

const MAX_TOKEN_LENGTH = 512;

export function createLinkSigner(secret: string): LinkSigner {
  const keyOf = (purpose: string) =>
    createHmac('sha256', secret).update(`courtside link: ${purpose}`).digest();
  const macOf = (purpose: string, payload: string) =>
    createHmac('sha256', keyOf(purpose)).update(payload).digest();
  return {
    sign(purpose, value) {
      const payload = Buffer.from(value, 'utf8').toString('base64url');
      return `${payload}.${macOf(purpose, payload).toString('base64url')}`;
    },
    verify(purpose, token) {
      if (token.length > MAX_TOKEN_LENGTH) return null;
      const [payload, mac, extra] = token.split('.');
      if (!payload || !mac || extra !== undefined) return null;
      const given = Buffer.from(mac, 'base64url');
      const expected = macOf(purpose, payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Buffer.from(payload, 'base64url').toString('utf8');
    },
  };
}
