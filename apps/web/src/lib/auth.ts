// Who is signed in. The HttpOnly cookie is invisible to scripts, so the signed-in
// state is simply "GET /api/member/user answers": a 401 means a visitor (null), which is
// an answer like any other, so the server-side renderer can hand it to the browser too.
//
// A browser known to have no session is never asked again: a visitor's page says so (the server
// saw no session cookie: apps/api/src/lib/pages.ts), and a 401 or a logout says so later, until
// the next sign-in (startSession). A visitor's pages then ask only for what a visitor can have.
import { ZProfileResponse, type TProfile } from '@courtside/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, isUnauthenticated } from './api-client';

let knownVisitor =
  typeof document !== 'undefined' && document.querySelector('meta[name="cs-visitor"]') !== null;

/** Whether this browser is known to have no session (see the top of this file). */
export const isKnownVisitor = () => knownVisitor;

/**
 * Asks the server only when this browser may be signed in; a known visitor gets `visitor`
 * without a request (a member screen still on show while a logout finishes would be refused).
 */
export const askWhenSignedIn = async <T>(visitor: T, ask: () => Promise<T>): Promise<T> =>
  knownVisitor ? visitor : ask();

/** The signed-in member's profile, or null for a visitor. */
export async function getProfile(signal?: AbortSignal): Promise<TProfile | null> {
  if (knownVisitor) return null;
  try {
    return (await apiGet('/api/member/user', ZProfileResponse, signal)).data;
  } catch (err) {
    if (!isUnauthenticated(err)) throw err;
    // The server-side renderer asks with each visitor's own cookie: only a browser remembers.
    if (typeof document !== 'undefined') knownVisitor = true;
    return null;
  }
}

/** This browser has just signed out (lib/sign-out.ts): nobody is asked who is signed in until a sign-in. */
export function endSession() {
  knownVisitor = true;
}

/** A session has just begun in this browser (sign-in, registration, a new password): ask who it is. */
export function startSession(queryClient: QueryClient) {
  knownVisitor = false;
  queryClient.removeQueries({ queryKey: ['profile'] });
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => getProfile(signal),
    retry: false,
    staleTime: 30_000,
  });

export const useProfile = () => useQuery(profileQueryOptions());

/** Only same-site paths may be used as a redirect target after sign-in. */
export function safeRedirect(target: string | null | undefined, fallback = '/member/account'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  return target;
}
