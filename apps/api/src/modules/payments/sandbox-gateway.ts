// Test-mode gateway used when no Stripe key is configured. It behaves like Stripe
// in test mode: Stripe's published test card numbers give their documented
// outcome, any other number is declined, and nothing is ever charged.
// loadEnv() refuses to start in production with this gateway unless
// ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=true.
import { createHash } from 'node:crypto';
import { PAY_MSG, passesLuhn, todayIn } from '@courtside/contracts';
import {
  type CardInput,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type SaveCardResult,
  type SavedCard,
  type SavedCardChargeRequest,
  type SubscriptionStartRequest,
  type SubscriptionStartResult,
  PAYMENT_ABANDONED,
} from './gateway.js';

type Outcome =
  | 'succeeded'
  | 'declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | '3ds'
  | '3ds_then_declined'
  /** Can be saved for later, but every charge of it is declined (Stripe's 4000 0000 0000 0341). */
  | 'declined_later';

/** Stripe's test cards (https://docs.stripe.com/testing) and what each does. */
export const SANDBOX_TEST_CARDS: Record<string, Outcome> = {
  '4242424242424242': 'succeeded',
  '4000056655665556': 'succeeded',
  '5555555555554444': 'succeeded',
  '2223003122003222': 'succeeded',
  '378282246310005': 'succeeded',
  '4000000360000006': 'succeeded',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  '4000002500003155': '3ds',
  '4000002760003184': '3ds',
  '4000000000003220': '3ds',
  '4000008260003178': '3ds_then_declined',
  '4000000000000341': 'declined_later',
};

/** Stripe's test PaymentMethod ids, so a Stripe-shaped client also works in test mode. */
const SANDBOX_TEST_PAYMENT_METHODS: Record<string, Outcome> = {
  pm_card_visa: 'succeeded',
  pm_card_mastercard: 'succeeded',
  pm_card_chargeDeclined: 'declined',
  pm_card_chargeDeclinedInsufficientFunds: 'insufficient_funds',
  pm_card_chargeDeclinedExpiredCard: 'expired_card',
  pm_card_chargeDeclinedIncorrectCvc: 'incorrect_cvc',
  pm_card_authenticationRequired: '3ds',
  pm_card_chargeCustomerFail: 'declined_later',
};

/** Last four digits shown for the test PaymentMethod ids. */
const SANDBOX_PM_LAST4: Record<string, string> = {
  pm_card_visa: '4242',
  pm_card_mastercard: '4444',
  pm_card_chargeCustomerFail: '0341',
};

const DECLINE_MESSAGES: Record<Exclude<Outcome, 'succeeded' | '3ds' | '3ds_then_declined'>, string> = {
  declined: PAY_MSG.cardDeclined,
  insufficient_funds: PAY_MSG.insufficientFunds,
  expired_card: PAY_MSG.cardExpired,
  incorrect_cvc: PAY_MSG.incorrectCvc,
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  declined_later: PAY_MSG.cardDeclined,
};

const NOT_A_TEST_CARD =
  'Your card was declined. Test mode only accepts test cards such as 4242 4242 4242 4242.';

/** Number (Luhn, 12-19 digits), name, MM/YY not before this month, CVC 3-4 digits. */
export function sandboxCardProblem(card: CardInput, today: { year: number; month: number }): string | null {
  if (card.kind === 'payment_method')
    return card.paymentMethodId in SANDBOX_TEST_PAYMENT_METHODS ? null : PAY_MSG.cardInvalid;
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return PAY_MSG.cardInvalid;
  if (!card.cardName.trim()) return PAY_MSG.cardInvalid;
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.cardExpiry.trim());
  if (!expiry) return PAY_MSG.cardInvalid;
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  if (month < 1 || month > 12) return PAY_MSG.cardInvalid;
  if (year < today.year || (year === today.year && month < today.month)) return PAY_MSG.cardInvalid;
  if (!/^\d{3,4}$/.test(card.cardCVC.trim())) return PAY_MSG.cardInvalid;
  return null;
}

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;

  /** `timeZone` is read on each card: the association's zone can change while the process runs. */
  constructor(
    private readonly timeZone: () => string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  validateCard(card: CardInput): string | null {
    return sandboxCardProblem(card, todayIn(this.timeZone(), this.now()));
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const problem = this.validateCard(request.card);
    if (problem) return { status: 'declined', gatewayRef: null, message: problem };
    const outcome =
      request.card.kind === 'payment_method'
        ? SANDBOX_TEST_PAYMENT_METHODS[request.card.paymentMethodId]
        : SANDBOX_TEST_CARDS[request.card.cardNumber.replace(/[\s-]/g, '')];
    // The reference depends only on the idempotency key, as Stripe answers a repeated key with the same PaymentIntent.
    const ref = `sandbox_pi_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    if (!outcome) return { status: 'declined', gatewayRef: ref, message: NOT_A_TEST_CARD };
    if (outcome === 'succeeded')
      return { status: 'succeeded', gatewayRef: ref, message: PAY_MSG.paymentSuccess };
    if (outcome === '3ds' || outcome === '3ds_then_declined') {
      const pending = `${ref}_${outcome}`;
      return {
        status: 'requires_action',
        gatewayRef: pending,
        clientSecret: `${pending}_secret_sandbox`,
        message: 'Card authentication required (test mode).',
      };
    }
    return { status: 'declined', gatewayRef: ref, message: DECLINE_MESSAGES[outcome] };
  }

  /** The sandbox's 3-D Secure step always "passes"; 4000 0082 6000 3178 is then declined, as on Stripe. */
  async confirm(gatewayRef: string): Promise<ChargeResult> {
    if (gatewayRef.endsWith('_3ds_then_declined'))
      return { status: 'declined', gatewayRef, message: PAY_MSG.insufficientFunds };
    if (gatewayRef.startsWith('sandbox_pi_'))
      return { status: 'succeeded', gatewayRef, message: PAY_MSG.paymentSuccess };
    return { status: 'declined', gatewayRef, message: PAY_MSG.cardDeclined };
  }

  /** The sandbox keeps no state: a payment waiting for its 3-D Secure step is simply cancelled. */
  async abandon(gatewayRef: string): Promise<ChargeResult> {
    return { status: 'declined', gatewayRef, message: PAYMENT_ABANDONED };
  }

  /** Test mode: no money moved, so nothing goes back; the refund's id follows from its key. */
  async refund(_gatewayRef: string, _amountCents: number, idempotencyKey: string): Promise<string> {
    return `sandbox_re_${idempotencyKey}`;
  }

  async ensureCustomer(): Promise<string | null> {
    return null;
  }

  /**
   * Like attaching a card to a Stripe customer: the test cards that Stripe refuses to
   * attach are declined here; the others are kept as 'sandbox:<last4>:<outcome>' so a
   * later charge behaves as that card would (the number itself is never stored).
   */
  async saveCard(_customerId: string | null, card: CardInput): Promise<SaveCardResult> {
    const problem = this.validateCard(card);
    if (problem) return { status: 'declined', message: problem };
    const digits = card.kind === 'card' ? card.cardNumber.replace(/[\s-]/g, '') : '';
    const outcome =
      card.kind === 'payment_method'
        ? SANDBOX_TEST_PAYMENT_METHODS[card.paymentMethodId]
        : SANDBOX_TEST_CARDS[digits];
    if (!outcome) return { status: 'declined', message: NOT_A_TEST_CARD };
    if (
      outcome !== 'succeeded' &&
      outcome !== 'declined_later' &&
      outcome !== '3ds' &&
      outcome !== '3ds_then_declined'
    ) {
      return { status: 'declined', message: DECLINE_MESSAGES[outcome] };
    }
    const last4 =
      card.kind === 'payment_method' ? (SANDBOX_PM_LAST4[card.paymentMethodId] ?? '0000') : digits.slice(-4);
    const brand =
      card.kind === 'payment_method'
        ? card.paymentMethodId.includes('mastercard')
          ? 'mastercard'
          : 'visa'
        : brandOf(digits);
    return { status: 'saved', card: { paymentMethodRef: `sandbox:${last4}:${outcome}`, brand, last4 } };
  }

  async startSubscription(request: SubscriptionStartRequest): Promise<SubscriptionStartResult> {
    const result = await this.chargeSavedCard({ ...request, amountCents: request.plan.amountCents });
    return { ...result, gatewaySubscriptionId: null };
  }

  /** Off-session, so a card that needs 3-D Secure is declined, as Stripe does without the member present. */
  async chargeSavedCard(request: SavedCardChargeRequest): Promise<ChargeResult> {
    const outcome = savedOutcome(request.card);
    const ref = `sandbox_pi_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    if (outcome === 'succeeded')
      return { status: 'succeeded', gatewayRef: ref, message: PAY_MSG.paymentSuccess };
    if (outcome === '3ds' || outcome === '3ds_then_declined')
      return { status: 'declined', gatewayRef: ref, message: PAY_MSG.authenticationFailed };
    return {
      status: 'declined',
      gatewayRef: ref,
      message: outcome ? DECLINE_MESSAGES[outcome] : PAY_MSG.cardDeclined,
    };
  }

  /** The sandbox has no gateway subscriptions: our renewal job charges the saved card. */
  async setSubscriptionCard(): Promise<ChargeResult | null> {
    return null;
  }

  async stopSubscription(): Promise<void> {}

  async moveNextCharge(): Promise<void> {}
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

function savedOutcome(card: SavedCard): Outcome | undefined {
  const [kind, , outcome] = card.paymentMethodRef.split(':');
  if (kind !== 'sandbox') return undefined;
  return Object.values(SANDBOX_TEST_CARDS).includes(outcome as Outcome) ? (outcome as Outcome) : undefined;
}
