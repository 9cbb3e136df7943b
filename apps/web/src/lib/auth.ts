// Who is signed in. The HttpOnly cookie is invisible to scripts, so the signed-in
// state is simply "GET /api/member/user answers": a 401 means a visitor (null), which is
// an answer like any other, so the server-side renderer can hand it to the browser too.
import { ZMessage, ZProfileResponse, type TProfile } from '@courtside/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { apiGet, apiPost, isUnauthenticated } from './api-client';
import { clearCart } from './cart-storage';

/** The signed-in member's profile, or null for a visitor. */
export async function getProfile(signal?: AbortSignal): Promise<TProfile | null> {
  try {
    return (await apiGet('/api/member/user', ZProfileResponse, signal)).data;
  } catch (err) {
    if (isUnauthenticated(err)) return null;
    throw err;
  }
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

/**
 * Ends the session: tells the server (a failure is ignored: signing out always works here),
 * forgets every cached answer and empties the cart and voucher.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logoutRequest().catch(() => undefined);
    queryClient.clear();
    clearCart();
  }, [queryClient]);
}

/** Logout from the member shell: always ends on the login page. */
export function useLogout() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    void navigate('/login', { replace: true });
  }, [signOut, navigate]);
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
