import { notFound } from './app-error.js';

/** A record id from a path segment; anything that is not one answers 404 like a missing record. */
export function idFromPath(text: string, what = 'Record'): number {
  const id = Number(text);
  if (!/^\d{1,10}$/.test(text) || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound(what);
  return id;
}
