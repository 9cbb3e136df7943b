// One idempotency key per payment attempt (the API charges at most once per key).
import { useCallback, useRef } from 'react';

/** A random id; crypto.randomUUID needs a secure context, so plain-http installs fall back to getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * `keyFor(attempt)` answers the same key while `attempt` (what is being paid and
 * with which card) stays the same, so a retry after a network error reuses it;
 * a different attempt, or `renew()` after a decline, gets a new key.
 * Call both from event handlers only.
 */
export function useIdempotencyKey() {
  const current = useRef<{ attempt: string; key: string } | null>(null);
  const keyFor = useCallback((attempt: string) => {
    if (current.current?.attempt !== attempt) current.current = { attempt, key: newIdempotencyKey() };
    return current.current.key;
  }, []);
  const renew = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, renew };
}
