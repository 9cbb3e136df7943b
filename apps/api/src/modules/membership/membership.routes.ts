import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAY_MSG,
  ZMembershipDataResponse,
  ZMembershipPaymentRequest,
  ZMembershipPaymentResponse,
  ZVoucherCart,
  ZVoucherValidateRequest,
} from '@courtside/contracts';
import { PAYMENT_ERROR_ANSWERS, requestFieldErrors } from '../../plugins/errors.js';
import {
  paymentError,
  outcomeBody,
  voucherFieldErrors,
  findUsableVoucher,
  voucherCart,
} from '../payments/index.js';
import * as membership from './membership.service.js';

const errors = PAYMENT_ERROR_ANSWERS;
const sportParams = z.object({ sport: z.string().max(40) });

/** /api/ecommerce/membership (sign-in checked by the scope in app.ts). */
export default async function membershipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post('/membership/voucher/validate', {
    schema: {
      tags: ['membership'],
      summary:
        'Check a voucher for the membership page (akv = Active & Creative Kids); PIN = DDMM of the member birthday',
      security: [{ bearer: [] }],
      body: ZVoucherValidateRequest,
      response: { 200: ZVoucherCart, ...errors },
    },
    attachValidation: true,
    handler: async (request) => {
      if (request.validationError) throw voucherFieldErrors(request.validationError);
      return voucherCart(await findUsableVoucher(deps, request.user.memberId, request.body));
    },
  });

  app.post('/membership/coupon/validate', {
    schema: {
      tags: ['membership'],
      summary:
        'Check a client coupon: same body and answer as voucher/validate, always a client (non-akv) voucher',
      security: [{ bearer: [] }],
      body: ZVoucherValidateRequest,
      response: { 200: ZVoucherCart, ...errors },
    },
    attachValidation: true,
    handler: async (request) => {
      if (request.validationError) throw voucherFieldErrors(request.validationError);
      return voucherCart(
        await findUsableVoucher(deps, request.user.memberId, { ...request.body, akv: false }),
      );
    },
  });

  app.get('/membership/:sport', {
    schema: {
      tags: ['membership'],
      summary: 'Membership page data: the sport product and price, sport options, whether renewal is open',
      security: [{ bearer: [] }],
      params: sportParams,
      response: { 200: ZMembershipDataResponse, ...errors },
    },
    handler: async (request) => ({
      data: await membership.getMembershipData(deps, request.user.memberId, request.params.sport),
    }),
  });

  app.post('/membership/:sport', {
    schema: {
      tags: ['membership'],
      summary: 'Pay a membership renewal (price from the database; voucher and donation optional)',
      security: [{ bearer: [] }],
      params: sportParams,
      body: ZMembershipPaymentRequest,
      response: { 200: ZMembershipPaymentResponse, ...errors },
    },
    attachValidation: true,
    handler: async (request) => {
      if (request.validationError) {
        const fieldErrors = requestFieldErrors(request.validationError);
        throw paymentError('error_validation', PAY_MSG.membershipInvalid, fieldErrors);
      }
      return {
        data: outcomeBody(
          await membership.payMembership(deps, request.user.memberId, request.params.sport, request.body),
        ),
      };
    },
  });
}
