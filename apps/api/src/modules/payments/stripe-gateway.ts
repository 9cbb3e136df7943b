// Stripe PaymentIntents in AUD cents. The browser collects the card with Stripe
// Elements and sends only the PaymentMethod id, so card data never reaches us.
// Every create and confirm carries an idempotency key, so a retried request
// (ours or the SDK's own network retry) returns the same PaymentIntent.
import Stripe from 'stripe';
import { PAY_MSG } from '@courtside/contracts';
import { GatewayUnavailableError, type CardInput, type ChargeRequest, type ChargeResult, type PaymentGateway } from './gateway.js';

export interface StripeGatewayOptions {
  secretKey: string;
  /** Tests (and a local stripe-mock) point the real SDK elsewhere, e.g. http://127.0.0.1:12111. */
  apiUrl?: string;
}

export function createStripeClient(options: StripeGatewayOptions): Stripe {
  // Worst case (3 tries of 15 s plus back-off) stays inside the payment transaction's 90 s limit.
  const config: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 15_000, appInfo: { name: 'Courtside' } };
  if (options.apiUrl) {
    const url = new URL(options.apiUrl);
    config.host = url.hostname;
    config.port = url.port || (url.protocol === 'https:' ? 443 : 80);
    config.protocol = url.protocol === 'http:' ? 'http' : 'https';
  }
  return new Stripe(options.secretKey, config);
}

function fromIntent(intent: Stripe.PaymentIntent): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', gatewayRef: intent.id, message: PAY_MSG.paymentSuccess };
    case 'requires_action':
    case 'requires_confirmation':
    case 'processing':
      // Processing is rare for cards; the confirm step (or the webhook) settles it.
      return { status: 'requires_action', gatewayRef: intent.id, clientSecret: intent.client_secret ?? '', message: 'Card authentication required.' };
    default:
      return { status: 'declined', gatewayRef: intent.id, message: intent.last_payment_error?.message ?? PAY_MSG.cardDeclined };
  }
}

function fromError(err: unknown): ChargeResult {
  if (err instanceof Stripe.errors.StripeCardError) {
    return { status: 'declined', gatewayRef: err.payment_intent?.id ?? null, message: err.message || PAY_MSG.cardDeclined };
  }
  if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'payment_intent_authentication_failure') {
    return { status: 'declined', gatewayRef: err.payment_intent?.id ?? null, message: PAY_MSG.authenticationFailed };
  }
  throw new GatewayUnavailableError(err instanceof Error ? err.message : String(err));
}

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(options: StripeGatewayOptions) {
    this.stripe = createStripeClient(options);
  }

  validateCard(card: CardInput): string | null {
    // Raw card numbers are refused outright: with Stripe they must never touch our server.
    return card.kind === 'payment_method' && /^pm_[A-Za-z0-9_]+$/.test(card.paymentMethodId) ? null : PAY_MSG.cardInvalid;
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (this.validateCard(request.card) || request.card.kind !== 'payment_method') return { status: 'declined', gatewayRef: null, message: PAY_MSG.cardInvalid };
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          payment_method: request.card.paymentMethodId,
          // Cards only in practice; 'never' redirect keeps 3-D Secure inside Stripe.js (handleNextAction) with no return_url.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          confirm: true,
          description: request.description.slice(0, 1000),
          metadata: { member_id: String(request.memberId), order_id: String(request.orderId), idempotency_key: request.idempotencyKey },
        },
        { idempotencyKey: `courtside:${request.idempotencyKey}:create` },
      );
      return fromIntent(intent);
    } catch (err) {
      return fromError(err);
    }
  }

  async confirm(gatewayRef: string, idempotencyKey: string): Promise<ChargeResult> {
    try {
      let intent = await this.stripe.paymentIntents.retrieve(gatewayRef);
      if (intent.status === 'requires_confirmation') {
        intent = await this.stripe.paymentIntents.confirm(gatewayRef, {}, { idempotencyKey: `courtside:${idempotencyKey}:confirm` });
      }
      return fromIntent(intent);
    } catch (err) {
      return fromError(err);
    }
  }
}
