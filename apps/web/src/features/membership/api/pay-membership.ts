import {
  ZMembershipPaymentResponse,
  type TPaymentOutcome,
  type TSport,
  type ZMembershipPaymentRequest,
} from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from '../../../lib/zod';
import { apiPost } from '../../../lib/api-client';

export type MembershipPaymentBody = z.input<typeof ZMembershipPaymentRequest>;

/** POST /api/ecommerce/membership/{sport}: the server prices the membership, voucher and donation itself. */
export const payMembership = async (sport: TSport, body: MembershipPaymentBody): Promise<TPaymentOutcome> =>
  (await apiPost(`/api/ecommerce/membership/${sport}`, body, ZMembershipPaymentResponse)).data;

export const usePayMembership = (sport: TSport) =>
  useMutation({ mutationFn: (body: MembershipPaymentBody) => payMembership(sport, body) });
