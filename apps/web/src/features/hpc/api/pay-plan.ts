import {
  ZPlanPaymentResponse,
  type TPlanPaymentResponse,
  type ZPlanPaymentRequest,
} from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from '../../../lib/zod';
import { apiPost } from '../../../lib/api-client';

export type PlanPaymentBody = z.input<typeof ZPlanPaymentRequest>;
export type PlanPaymentOutcome = TPlanPaymentResponse['data'];

/** POST /api/hpc/plans/{plan}/payment: the server prices the plan and starts the subscription. */
export const payPlan = async (planId: number, body: PlanPaymentBody): Promise<PlanPaymentOutcome> =>
  (await apiPost(`/api/hpc/plans/${planId}/payment`, body, ZPlanPaymentResponse)).data;

export const usePayPlan = (planId: number) =>
  useMutation({ mutationFn: (body: PlanPaymentBody) => payPlan(planId, body) });
