// Signing out: the Logout buttons, "sign out everywhere" and the recovery screens. Apart from
// lib/auth.ts, which every page loads first, so a visitor's first download does not carry it.
import { ZMessage } from '@courtside/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { apiPost } from './api-client';
import { endSession, profileQueryOptions } from './auth';
import { clearCart } from './cart-storage';

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
 * Ends this session: marks the browser signed out, drops the questions still on their way (one
 * the server reached after the logout would come back refused), tells the server (a failure
 * changes nothing: the marker signs the browser out at the next request that reaches it), opens
 * `leaveFor` when given, then forgets every cached answer and empties the cart and voucher. The
 * member's screens are left first: answers forgotten while they show would be asked for again,
 * and refused.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (leaveFor?: string) => {
      markSignedOut();
      endSession();
      await queryClient.cancelQueries();
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
