import type { FastifyInstance } from 'fastify';
import { PAYMENT_ERROR_ANSWERS, errorAnswers } from '../../plugins/errors.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDonationProduct,
  ZPaymentConfirmRequest,
  ZPaymentOutcome,
  ZVoucherCart,
  ZVoucherValidateSnakeRequest,
} from '@courtside/contracts';
import { getDonationProduct } from './donation.service.js';
import { outcomeBody, voucherFieldErrors } from './payment-answers.js';
import { confirmOrderPayment } from './settle-order.service.js';
import { handleStripeEvent, verifyStripeEvent } from './stripe-webhook.js';
import { findUsableVoucher, voucherCart } from './voucher.service.js';

const errors = { ...PAYMENT_ERROR_ANSWERS, ...errorAnswers(400) };

/** /api/payments: the Stripe webhook (no sign-in: Stripe signs it) and the 3-D Secure confirm step. */
export default async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  await app.register(async (webhook) => {
    // The signature covers the exact bytes Stripe sent, so this route alone keeps the body raw.
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post('/stripe/webhook', {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (signed with STRIPE_WEBHOOK_SECRET); processed once per event id',
      },
      handler: async (request) => {
        const event = verifyStripeEvent(
          deps,
          request.body as Buffer,
          request.headers['stripe-signature'] as string | undefined,
        );
        return handleStripeEvent(deps, event);
      },
    });
  });

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', signedIn.authenticate);
    signedIn.withTypeProvider<ZodTypeProvider>().post('/confirm', {
      schema: {
        tags: ['payments'],
        summary: 'Finish a payment after the 3-D Secure step (requires_action); answers like the payment did',
        security: [{ bearer: [] }],
        body: ZPaymentConfirmRequest,
        response: { 200: ZPaymentOutcome, ...errors },
      },
      handler: async (request) =>
        outcomeBody(await confirmOrderPayment(deps, request.user.memberId, request.body.o_id)),
    });
  });
}

/** /api/ecommerce routes of the money area that belong to no single screen (sign-in checked by the scope). */
export async function ecommercePaymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post('/voucher/validate', {
    schema: {
      tags: ['vouchers'],
      summary:
        'Check an Active & Creative Kids (akv) or client voucher of the signed-in member; PIN = DDMM of their birthday',
      security: [{ bearer: [] }],
      body: ZVoucherValidateSnakeRequest,
      response: { 200: ZVoucherCart, ...errors },
    },
    attachValidation: true,
    handler: async (request) => {
      if (request.validationError) throw voucherFieldErrors(request.validationError);
      const body = request.body;
      const voucher = await findUsableVoucher(deps, request.user.memberId, {
        voucherNumber: body.voucher_number,
        voucherPin: body.voucher_pin,
        akv: body.akv,
      });
      return voucherCart(voucher);
    },
  });

  app.get('/store/productDonation', {
    schema: {
      tags: ['payments'],
      summary: 'The donation product (404 when donations are off)',
      security: [{ bearer: [] }],
      response: { 200: ZDonationProduct, ...errors },
    },
    handler: async () => getDonationProduct(deps),
  });
}
