// Refuses requests carrying text PostgreSQL cannot store or compare: a lone UTF-16
// surrogate such as "\ud800" or a NUL character, both of which JSON allows. They would
// otherwise fail deep inside a query with a 500. One check for every route.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/** With the u flag a valid surrogate pair is one code point, so only a lone surrogate matches. */
// PostgreSQL text cannot hold NUL or a lone surrogate.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\p{Cs}|\u0000/u;
const wellFormedText = (s: string) => !UNSTORABLE.test(s);

function wellFormed(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return wellFormedText(value);
  if (value === null || typeof value !== 'object' || depth > 64 || Buffer.isBuffer(value)) return true;
  if (Array.isArray(value)) return value.every((v) => wellFormed(v, depth + 1));
  return Object.entries(value).every(([k, v]) => wellFormedText(k) && wellFormed(v, depth + 1));
}

export default fp(async function wellFormedInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!wellFormed(request.body) || !wellFormed(request.query) || !wellFormed(request.params)) {
      throw new AppError(
        'bad_request',
        'The request contains text that is not valid (a NUL character or a broken Unicode character).',
      );
    }
  });
});
