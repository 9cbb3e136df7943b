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

export interface PaymentGateway {
  readonly name: 'stripe' | 'sandbox';
  /** Cheap check before any money moves: null when usable, else the message to show. */
  validateCard(card: CardInput): string | null;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** After the 3-D Secure step: confirms if needed and reports where the payment stands. */
  confirm(gatewayRef: string, idempotencyKey: string): Promise<ChargeResult>;
}

/** Thrown when the gateway cannot be reached or refuses our request (not a card decline). */
export class GatewayUnavailableError extends Error {}
