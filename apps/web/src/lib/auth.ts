// Who is signed in. The HttpOnly cookie is invisible to scripts, so the signed-in
// state is simply "GET /api/member/user answers": a 401 means a visitor (null), which is
// an answer like any other, so the server-side renderer can hand it to the browser too.
//
// A browser known to have no session is never asked again: a visitor's page says so (the server
// saw no session cookie: apps/api/src/lib/pages.ts), and a 401 or a logout says so later, until
// the next sign-in (startSession). A visitor's pages then ask only for what a visitor can have.
import { ZMessage, ZProfileResponse, type TProfile } from '@courtside/contracts';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { apiGet, apiPost, isUnauthenticated } from './api-client';
import { clearCart } from './cart-storage';

let knownVisitor =
  typeof document !== 'undefined' && document.querySelector('meta[name="cs-visitor"]') !== null;

/** Whether this browser is known to have no session (see the top of this file). */
export const isKnownVisitor = () => knownVisitor;

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

export const logoutRequest = () => apiPost('/api/member/logout', {}, ZMessage);
export const logoutEverywhereRequest = () => apiPost('/api/member/logout/everywhere', {}, ZMessage);

/**
 * The signed-out marker: script cannot clear the HttpOnly session cookie, so logging out first
 * sets this one. Any request that carries it is treated as signed out by the server, which ends
 * the session and clears both cookies (plugins/auth.ts): a logout whose call fails still signs
 * the browser out. Signing in clears it.
 */
const SIGNED_OUT_COOKIE = 'cs_signed_out';
function markSignedOut() {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SIGNED_OUT_COOKIE}=1; Path=/; SameSite=Lax; Max-Age=31536000${secure}`;
}

/**
 * Ends this session: marks the browser signed out, tells the server (a failure changes nothing:
 * the marker signs the browser out at the next request that reaches it), opens `leaveFor` when
 * given, then forgets every cached answer and empties the cart and voucher. The member's screens
 * are left first: answers forgotten while they show would be asked for again, and refused.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (leaveFor?: string) => {
      markSignedOut();
      knownVisitor = true;
      await logoutRequest().catch(() => undefined);
      if (leaveFor) await navigate(leaveFor, { replace: true });
      queryClient.clear();
      clearCart();
    },
    [queryClient, navigate],
  );
}

/** Logout from the member shell: always ends on the login page. */
export function useLogout() {
  const signOut = useSignOut();
  return useCallback(() => signOut('/login'), [signOut]);
}

/** Only same-site paths may be used as a redirect target after sign-in. */
export function safeRedirect(target: string | null | undefined, fallback = '/member/account'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  return target;
}

/**
 * The recovery screens log out a signed-in member first. Checked once on
 * arrival, so a session started on the screen itself (password reset) is kept.
 */
export function useSignOutOnArrival() {
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  useEffect(() => {
    let cancelled = false;
    queryClient
      .fetchQuery(profileQueryOptions())
      .then((profile) => (profile && !cancelled ? signOut() : undefined))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [queryClient, signOut]);
}
