// Stripe PaymentIntents in AUD cents. The browser collects the card with Stripe
// Elements and sends only the PaymentMethod id, so card data never reaches us.
// Every create and confirm carries an idempotency key, so a retried request
// (ours or the SDK's own network retry) returns the same PaymentIntent.
import Stripe from 'stripe';
import { PAY_MSG } from '@courtside/contracts';
import {
  GatewayUnavailableError,
  type CardInput,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type RefundReason,
  type SaveCardResult,
  type SavedCard,
  type SavedCardChargeRequest,
  type SubscriptionStartRequest,
  type SubscriptionStartResult,
} from './gateway.js';

export interface StripeGatewayOptions {
  secretKey: string;
  /** Tests (and a local stripe-mock) point the real SDK elsewhere, e.g. http://127.0.0.1:12111. */
  apiUrl?: string;
}

export function createStripeClient(options: StripeGatewayOptions): Stripe {
  // Worst case (3 tries of 15 s plus back-off) stays inside the payment transaction's 90 s limit.
  const config: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'Courtside' },
  };
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
      return {
        status: 'requires_action',
        gatewayRef: intent.id,
        clientSecret: intent.client_secret ?? '',
        message: 'Card authentication required.',
      };
    default:
      return {
        status: 'declined',
        gatewayRef: intent.id,
        message: intent.last_payment_error?.message ?? PAY_MSG.cardDeclined,
      };
  }
}

/** The one item of a plan's Stripe Subscription: the plan's price in AUD, recurring on its billing cycle. */
function planItems(
  plan: SubscriptionStartRequest['plan'],
  product: string,
): Stripe.SubscriptionCreateParams.Item[] {
  return [
    {
      price_data: {
        currency: 'aud',
        product,
        unit_amount: plan.amountCents,
        recurring: { interval: plan.interval, interval_count: plan.intervalCount },
      },
    },
  ];
}

function fromError(err: unknown): ChargeResult {
  if (err instanceof Stripe.errors.StripeCardError) {
    return {
      status: 'declined',
      gatewayRef: err.payment_intent?.id ?? null,
      message: err.message || PAY_MSG.cardDeclined,
    };
  }
  if (
    err instanceof Stripe.errors.StripeInvalidRequestError &&
    err.code === 'payment_intent_authentication_failure'
  ) {
    return {
      status: 'declined',
      gatewayRef: err.payment_intent?.id ?? null,
      message: PAY_MSG.authenticationFailed,
    };
  }
  throw new GatewayUnavailableError(err instanceof Error ? err.message : String(err));
}

/** What a PaymentIntent waits for while its member has not finished paying. */
const WAITING_FOR_THE_MEMBER = new Set<Stripe.PaymentIntent.Status>([
  'requires_action',
  'requires_confirmation',
  'requires_payment_method',
]);

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(options: StripeGatewayOptions) {
    this.stripe = createStripeClient(options);
  }

  validateCard(card: CardInput): string | null {
    // Raw card numbers are refused outright: with Stripe they must never touch our server.
    return card.kind === 'payment_method' && /^pm_[A-Za-z0-9_]+$/.test(card.paymentMethodId)
      ? null
      : PAY_MSG.cardInvalid;
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (this.validateCard(request.card) || request.card.kind !== 'payment_method')
      return { status: 'declined', gatewayRef: null, message: PAY_MSG.cardInvalid };
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
          metadata: {
            member_id: String(request.memberId),
            order_id: String(request.orderId),
            idempotency_key: request.idempotencyKey,
          },
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
        intent = await this.stripe.paymentIntents.confirm(
          gatewayRef,
          {},
          { idempotencyKey: `courtside:${idempotencyKey}:confirm` },
        );
      }
      return fromIntent(intent);
    } catch (err) {
      return fromError(err);
    }
  }

  async abandon(gatewayRef: string): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.retrieve(gatewayRef);
      if (!WAITING_FOR_THE_MEMBER.has(intent.status)) return fromIntent(intent);
      return fromIntent(
        await this.stripe.paymentIntents.cancel(gatewayRef, { cancellation_reason: 'abandoned' }),
      );
    } catch (err) {
      // Settled between the two calls (a late 3-D Secure success cannot be cancelled): where it is now.
      if (err instanceof Stripe.errors.StripeInvalidRequestError)
        return fromIntent(await this.stripe.paymentIntents.retrieve(gatewayRef));
      return fromError(err);
    }
  }

  async refund(
    gatewayRef: string,
    amountCents: number,
    idempotencyKey: string,
    reason: RefundReason = 'duplicate',
  ): Promise<string> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: gatewayRef, amount: amountCents, reason },
        { idempotencyKey: `courtside:${idempotencyKey}:refund` },
      );
      return refund.id;
    } catch (err) {
      throw new GatewayUnavailableError(err instanceof Error ? err.message : String(err));
    }
  }

  async ensureCustomer(member: {
    id: number;
    email: string | null;
    name: string;
    stripeCustomerId: string | null;
  }): Promise<string | null> {
    if (member.stripeCustomerId) return member.stripeCustomerId;
    try {
      // The key makes racing first payments of one member share one customer.
      const customer = await this.stripe.customers.create(
        { email: member.email ?? undefined, name: member.name, metadata: { member_id: String(member.id) } },
        { idempotencyKey: `courtside:customer:m${member.id}` },
      );
      return customer.id;
    } catch (err) {
      throw new GatewayUnavailableError(err instanceof Error ? err.message : String(err));
    }
  }

  /** Attaches the Elements PaymentMethod to the customer (Stripe checks the card here). */
  async saveCard(
    customerId: string | null,
    card: CardInput,
    idempotencyKey: string,
  ): Promise<SaveCardResult> {
    if (this.validateCard(card) || card.kind !== 'payment_method' || !customerId)
      return { status: 'declined', message: PAY_MSG.cardInvalid };
    try {
      const pm = await this.stripe.paymentMethods.attach(
        card.paymentMethodId,
        { customer: customerId },
        { idempotencyKey: `courtside:${idempotencyKey}:attach` },
      );
      return {
        status: 'saved',
        card: { paymentMethodRef: pm.id, brand: pm.card?.brand ?? 'card', last4: pm.card?.last4 ?? '' },
      };
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError)
        return { status: 'declined', message: err.message || PAY_MSG.cardDeclined };
      throw new GatewayUnavailableError(err instanceof Error ? err.message : String(err));
    }
  }

  /**
   * A Stripe Subscription in AUD on a product per plan ('courtside_plan_<id>'). The
   * first invoice is paid at once or the call fails (error_if_incomplete), so a
   * declined card, or one needing 3-D Secure, creates nothing. Later invoices are
   * Stripe's to collect; their outcome reaches us as webhooks.
   */
  async startSubscription(request: SubscriptionStartRequest): Promise<SubscriptionStartResult> {
    if (!request.customerId)
      return {
        status: 'declined',
        gatewayRef: null,
        message: PAY_MSG.cardInvalid,
        gatewaySubscriptionId: null,
      };
    if (request.nextChargeAt) return this.startDeferredSubscription(request, request.nextChargeAt);
    try {
      const product = await this.ensurePlanProduct(request.plan);
      const ends = request.renews.autoRenewal
        ? request.renews.endsAt
          ? { cancel_at: Math.floor(request.renews.endsAt.getTime() / 1000) }
          : {}
        : { cancel_at_period_end: true };
      const subscription = await this.stripe.subscriptions.create(
        {
          customer: request.customerId,
          default_payment_method: request.card.paymentMethodRef,
          items: planItems(request.plan, product),
          payment_behavior: 'error_if_incomplete',
          ...ends,
          description: request.description.slice(0, 500),
          metadata: {
            member_id: String(request.memberId),
            subscription_id: String(request.subscriptionId),
            order_id: String(request.orderId),
          },
          expand: ['latest_invoice'],
        },
        { idempotencyKey: `courtside:${request.idempotencyKey}:subscription` },
      );
      const invoice = subscription.latest_invoice;
      const invoiceId = typeof invoice === 'string' ? invoice : (invoice?.id ?? subscription.id);
      return {
        status: 'succeeded',
        gatewayRef: invoiceId,
        message: PAY_MSG.paymentSuccess,
        gatewaySubscriptionId: subscription.id,
      };
    } catch (err) {
      // error_if_incomplete answers 402 when the first invoice cannot be paid without the member (e.g. 3-D Secure).
      if (
        err instanceof Stripe.errors.StripeError &&
        err.statusCode === 402 &&
        !(err instanceof Stripe.errors.StripeCardError)
      ) {
        return {
          status: 'declined',
          gatewayRef: null,
          message: err.message || PAY_MSG.authenticationFailed,
          gatewaySubscriptionId: null,
        };
      }
      return { ...fromError(err), gatewaySubscriptionId: null };
    }
  }

  /**
   * A first period that starts later than now (a block bought ahead): Stripe's own billing would
   * count from today, so the first period is one charge of the saved card now, and with auto
   * renewal a Stripe Subscription whose free trial runs to the end of that period bills the next.
   */
  private async startDeferredSubscription(
    request: SubscriptionStartRequest,
    nextChargeAt: Date,
  ): Promise<SubscriptionStartResult> {
    if (!request.renews.autoRenewal)
      return {
        ...(await this.chargeSavedCard({ ...request, amountCents: request.plan.amountCents })),
        gatewaySubscriptionId: null,
      };
    // The subscription first (it charges nothing during its trial), so a failure here has taken no money.
    let subscriptionId: string;
    try {
      const product = await this.ensurePlanProduct(request.plan);
      const subscription = await this.stripe.subscriptions.create(
        {
          customer: request.customerId ?? undefined,
          default_payment_method: request.card.paymentMethodRef,
          items: planItems(request.plan, product),
          trial_end: Math.floor(nextChargeAt.getTime() / 1000),
          ...(request.renews.endsAt ? { cancel_at: Math.floor(request.renews.endsAt.getTime() / 1000) } : {}),
          description: request.description.slice(0, 500),
          metadata: {
            member_id: String(request.memberId),
            subscription_id: String(request.subscriptionId),
            order_id: String(request.orderId),
          },
        },
        { idempotencyKey: `courtside:${request.idempotencyKey}:subscription` },
      );
      subscriptionId = subscription.id;
    } catch (err) {
      return { ...fromError(err), gatewaySubscriptionId: null };
    }
    const first = await this.chargeSavedCard({ ...request, amountCents: request.plan.amountCents }).catch(
      async (err: unknown) => {
        await this.stripe.subscriptions.cancel(subscriptionId).catch(() => undefined);
        throw err;
      },
    );
    if (first.status !== 'succeeded')
      await this.stripe.subscriptions.cancel(subscriptionId).catch(() => undefined);
    return { ...first, gatewaySubscriptionId: first.status === 'succeeded' ? subscriptionId : null };
  }

  async chargeSavedCard(request: SavedCardChargeRequest): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'aud',
          customer: request.customerId ?? undefined,
          payment_method: request.card.paymentMethodRef,
          off_session: true,
          confirm: true,
          description: request.description.slice(0, 1000),
          metadata: {
            member_id: String(request.memberId),
            order_id: String(request.orderId),
            idempotency_key: request.idempotencyKey,
          },
        },
        { idempotencyKey: `courtside:${request.idempotencyKey}:create` },
      );
      return fromIntent(intent);
    } catch (err) {
      return fromError(err);
    }
  }

  /** Sets the subscription's default card; with retry, pays its open invoice with it. */
  async setSubscriptionCard(
    gatewaySubscriptionId: string,
    card: SavedCard,
    retry: boolean,
    idempotencyKey: string,
  ): Promise<ChargeResult | null> {
    try {
      const subscription = await this.stripe.subscriptions.update(
        gatewaySubscriptionId,
        { default_payment_method: card.paymentMethodRef, expand: ['latest_invoice'] },
        { idempotencyKey: `courtside:${idempotencyKey}:card` },
      );
      const invoice = subscription.latest_invoice;
      if (!retry || !invoice || typeof invoice === 'string' || invoice.status !== 'open') return null;
      const paid = await this.stripe.invoices.pay(
        invoice.id,
        { payment_method: card.paymentMethodRef },
        { idempotencyKey: `courtside:${idempotencyKey}:pay` },
      );
      return paid.status === 'paid'
        ? { status: 'succeeded', gatewayRef: paid.id, message: PAY_MSG.paymentSuccess }
        : { status: 'declined', gatewayRef: paid.id, message: PAY_MSG.cardDeclined };
    } catch (err) {
      return fromError(err);
    }
  }

  async stopSubscription(gatewaySubscriptionId: string, how: 'pause' | 'cancel'): Promise<void> {
    try {
      if (how === 'cancel') await this.stripe.subscriptions.cancel(gatewaySubscriptionId);
      else
        await this.stripe.subscriptions.update(gatewaySubscriptionId, {
          pause_collection: { behavior: 'void' },
        });
    } catch (err) {
      throw new GatewayUnavailableError(err instanceof Error ? err.message : String(err));
    }
  }

  /**
   * Stripe's way to move a subscription's billing date without proration: a free trial until the
   * new date, after which it bills on its cycle from there. Resuming also lifts the pause.
   */
  async moveNextCharge(gatewaySubscriptionId: string, at: Date, resume: boolean): Promise<void> {
    try {
      await this.stripe.subscriptions.update(gatewaySubscriptionId, {
        trial_end: Math.floor(at.getTime() / 1000),
        proration_behavior: 'none',
        ...(resume && { pause_collection: '' }),
      });
    } catch (err) {
      throw new GatewayUnavailableError(err instanceof Error ? err.message : String(err));
    }
  }

  /** One Stripe Product per plan, with our own id so it is found again rather than duplicated. */
  private async ensurePlanProduct(plan: { id: number; name: string }): Promise<string> {
    const id = `courtside_plan_${plan.id}`;
    try {
      await this.stripe.products.create({ id, name: plan.name, metadata: { plan_id: String(plan.id) } });
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_already_exists'))
        throw err;
    }
    return id;
  }
}
