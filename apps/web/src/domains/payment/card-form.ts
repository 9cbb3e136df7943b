import type { TCardData } from '@courtside/contracts';

/** What CardPayment gives a card form, whichever gateway draws it. */
export interface CardFormProps {
  /** The button's text, e.g. 'Pay $21.00'. */
  submitLabel: string;
  /** A payment is on its way: the form is disabled. */
  busy: boolean;
  /** Each new value clears the form (after a failed payment). */
  clearToken: number;
  /**
   * Card data is ready: pay with it. `authenticate` runs the gateway's 3-D Secure
   * step for a `requires_action` answer (Stripe.js; the test mode has none to run).
   */
  onCard: (card: TCardData, authenticate: (clientSecret: string) => Promise<void>) => void;
  /** The card itself is unusable ('Credit Card fields invalid.'). */
  onInvalid: () => void;
}
