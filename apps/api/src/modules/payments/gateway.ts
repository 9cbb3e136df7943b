// The one card gateway every payment in the product goes through (membership,
// invoices, nomination, store, court hire, HPC). Two implementations: Stripe
// (stripe-gateway.ts) when STRIPE_SECRET_KEY is set, else the sandbox
// (sandbox-gateway.ts), which shows as 'Test mode' and takes Stripe's test cards.

/** Stripe: the PaymentMethod id Stripe Elements created in the browser. Sandbox: the card form's fields. */
export type CardInput =
  | { kind: 'payment_method'; paymentMethodId: string }
  | { kind: 'card'; cardNumber: string; cardName: string; cardExpiry: string; cardCVC: string };

export interface ChargeRequest {
  amountCents: number;
  currency: 'aud';
  /** Same key -> same charge: a retried or raced request never charges twice. */
  idempotencyKey: string;
  description: string;
  memberId: number;
  orderId: number;
  card: CardInput;
}

export type ChargeResult =
  | { status: 'succeeded'; gatewayRef: string; message: string }
  /** 3-D Secure: the browser completes the challenge with clientSecret, then the server confirms. */
  | { status: 'requires_action'; gatewayRef: string; clientSecret: string; message: string }
  | { status: 'declined'; gatewayRef: string | null; message: string };

/** A card kept at the gateway for later charges (recurring HPC subscriptions). Never the card number. */
export interface SavedCard {
  /** Stripe: the PaymentMethod id attached to the customer. Sandbox: 'sandbox:<last4>:<outcome>'. */
  paymentMethodRef: string;
  brand: string;
  last4: string;
}

export type SaveCardResult = { status: 'saved'; card: SavedCard } | { status: 'declined'; message: string };

/** Why the gateway gives money back, in Stripe's own words. */
export type RefundReason = 'duplicate' | 'requested_by_customer';

export type RecurringInterval = { interval: 'week' | 'month' | 'year'; intervalCount: number };

export interface SubscriptionStartRequest {
  /** Stripe Customer id (null in the sandbox). */
  customerId: string | null;
  card: SavedCard;
  plan: { id: number; name: string; amountCents: number } & RecurringInterval;
  /** Stops the gateway's own renewals: after one period (no auto renewal) or at this instant (plan end). */
  renews: { autoRenewal: boolean; endsAt: Date | null };
  /**
   * Set when the first period does not start now (a block of dates bought ahead): it is paid
   * now, and the gateway's next charge falls due at this instant (the first period's end).
   */
  nextChargeAt?: Date | null;
  idempotencyKey: string;
  memberId: number;
  subscriptionId: number;
  orderId: number;
  description: string;
}

export interface SavedCardChargeRequest {
  customerId: string | null;
  card: SavedCard;
  amountCents: number;
  idempotencyKey: string;
  description: string;
  memberId: number;
  orderId: number;
}

/** The first period's payment: gatewayRef identifies it (Stripe: the first invoice id). */
export type SubscriptionStartResult = ChargeResult & { gatewaySubscriptionId: string | null };

export interface PaymentGateway {
  readonly name: 'stripe' | 'sandbox';
  /** Cheap check before any money moves: null when usable, else the message to show. */
  validateCard(card: CardInput): string | null;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** After the 3-D Secure step: confirms if needed and reports where the payment stands. */
  confirm(gatewayRef: string, idempotencyKey: string): Promise<ChargeResult>;
  /**
   * A payment still waiting for its 3-D Secure step long after the member left it: cancelled
   * at the gateway, unless it has settled meanwhile. Answers where it ended; 'requires_action'
   * only when the gateway is still processing it (asked again later).
   */
  abandon(gatewayRef: string): Promise<ChargeResult>;
  /**
   * Gives back `amountCents` of a settled payment: one that would have overpaid an invoice
   * ('duplicate', the default), or staff refunding a member ('requested_by_customer'). Answers the
   * gateway's refund id. The same idempotency key again refunds once.
   */
  refund(
    gatewayRef: string,
    amountCents: number,
    idempotencyKey: string,
    reason?: RefundReason,
  ): Promise<string>;

  // Recurring payments (HPC subscriptions). With Stripe, a Stripe Subscription renews
  // by itself and reports through webhooks; in the sandbox our renewal job charges
  // the saved card (chargeSavedCard) when a period ends.

  /** The member's Stripe Customer (created on first use); null in the sandbox. */
  ensureCustomer(member: {
    id: number;
    email: string | null;
    name: string;
    stripeCustomerId: string | null;
  }): Promise<string | null>;
  /** Keeps a card for later charges. A card that cannot be kept is 'declined' with the message to show. */
  saveCard(customerId: string | null, card: CardInput, idempotencyKey: string): Promise<SaveCardResult>;
  /** Starts a recurring charge with the first period paid now (Stripe: a Subscription; sandbox: a charge of the saved card). */
  startSubscription(request: SubscriptionStartRequest): Promise<SubscriptionStartResult>;
  /** One charge of a saved card without the member present (sandbox renewals, retries after a failed renewal). */
  chargeSavedCard(request: SavedCardChargeRequest): Promise<ChargeResult>;
  /**
   * Makes the saved card the one the gateway subscription charges next. With retry, also
   * pays the subscription's unpaid invoice now (a failed renewal); null when nothing was owing.
   */
  setSubscriptionCard(
    gatewaySubscriptionId: string,
    card: SavedCard,
    retry: boolean,
    idempotencyKey: string,
  ): Promise<ChargeResult | null>;
  /** Stops the gateway's renewals when a pause or cancel request takes effect (no-op in the sandbox). */
  stopSubscription(gatewaySubscriptionId: string, how: 'pause' | 'cancel'): Promise<void>;
  /**
   * Moves the gateway subscription's next charge to `at` without charging for the days between (a
   * closure, a pause resumed); with `resume`, a paused one charges again from then. No-op in the
   * sandbox, whose renewals follow our own billing date.
   */
  moveNextCharge(gatewaySubscriptionId: string, at: Date, resume: boolean): Promise<void>;
}

/** Why a payment left waiting for its 3-D Secure step ended (abandoned-payments.ts). */
export const PAYMENT_ABANDONED = 'The card payment was not finished in time and has been cancelled.';

/** Thrown when the gateway cannot be reached or refuses our request (not a card decline). */
export class GatewayUnavailableError extends Error {}

declare module '../../lib/deps.js' {
  interface Deps {
    /** Card gateway: Stripe when configured, else the test-mode sandbox. */
    gateway: PaymentGateway;
  }
}
