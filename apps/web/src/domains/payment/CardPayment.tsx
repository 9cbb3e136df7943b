// The payment step every paying screen shares (membership, invoices, and later the
// store, court hire, nomination and HPC): the card form of the configured gateway,
// or the no-payment button when nothing is owed, then the payment's error texts.
import { formatDollars, PAY_MSG, type TCardData, type TPaymentOutcome } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Loading } from '../../components/Loading';
import { PAYMENT_DELAY } from '../../lib/delays';
import { confirmPayment } from './api/confirm-payment';
import { useIdempotencyKey } from './idempotency';
import { endsAttempt, paymentErrorText, type PaymentErrorTexts } from './payment-errors';
import { useSettings } from '../../lib/settings';
import type { CardFormProps } from './card-form';
import { SandboxCardForm } from './SandboxCardForm';

// Stripe's React bindings (and Stripe.js itself) are fetched only when the gateway is Stripe.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

export interface PaymentRequest {
  /** null when nothing is charged (total 0 or less). */
  cardData: TCardData | null;
  idempotencyKey: string;
}

export interface CardPaymentProps {
  totalCents: number;
  /**
   * What is being paid, as text (amount, voucher, donation, ...). A new value starts a
   * new payment attempt with a new idempotency key; a retry of the same keeps it.
   */
  attempt: string;
  /** Sends the payment request of the screen's area and answers its outcome. */
  pay: (request: PaymentRequest) => Promise<TPaymentOutcome>;
  /** The area's texts for the error keys ('Membership Data Invalid', ...). */
  errorTexts: PaymentErrorTexts;
  /** The order is paid. The profile has already been marked for reloading. */
  onPaid: (outcome: TPaymentOutcome) => void;
  /** The card form's button (default 'Pay $12.00'; the HPC plan says 'Save Credit Card'). */
  submitLabel?: string;
  /** How a failure shows (default error; HPC plan errors are a dismissible warning). */
  errorSeverity?: 'error' | 'warning';
  /** The button's text when nothing is owed (default 'Complete'; court hire says 'Complete Booking'). */
  completeLabel?: string;
}

const noAuthentication = async () => undefined;

export function CardPayment({
  totalCents,
  attempt,
  pay,
  errorTexts,
  onPaid,
  submitLabel,
  errorSeverity = 'error',
  completeLabel = 'Complete',
}: CardPaymentProps) {
  const { data: settings } = useSettings();
  const queryClient = useQueryClient();
  const { keyFor, renew } = useIdempotencyKey();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [clearToken, setClearToken] = useState(0);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const failed = (text: string) => {
    setError(text);
    setBusy(false);
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setClearToken((n) => n + 1), PAYMENT_DELAY.clearCardAfterFailure);
  };

  const submit = async (
    cardData: TCardData | null,
    authenticate: (clientSecret: string) => Promise<void>,
  ) => {
    setBusy(true);
    setError(null);
    const idempotencyKey = keyFor(`${attempt}|${JSON.stringify(cardData)}`);
    let outcome: TPaymentOutcome;
    try {
      outcome = await pay({ cardData, idempotencyKey });
      if (outcome.status === 'requires_action') {
        try {
          await authenticate(outcome.client_secret ?? '');
        } catch (err) {
          renew();
          return failed(err instanceof Error && err.message ? err.message : PAY_MSG.authenticationFailed);
        }
        outcome = await confirmPayment(outcome.o_id);
      }
    } catch (err) {
      if (endsAttempt(err)) renew();
      return failed(paymentErrorText(err, errorTexts));
    } finally {
      // After any payment the profile is reloaded.
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    }
    renew();
    if (outcome.status !== 'succeeded' || !outcome.o_paid)
      return failed(outcome.message || (errorTexts.otherText ?? PAY_MSG.paymentInvalid));
    onPaid(outcome);
  };

  if (!settings) return <Loading />;

  const formProps: CardFormProps = {
    submitLabel: submitLabel ?? `Pay ${formatDollars(totalCents)}`,
    busy,
    clearToken,
    onCard: (card, authenticate) => void submit(card, authenticate),
    onInvalid: () => setError(PAY_MSG.cardInvalid),
  };
  const stripeKey = settings.gateway === 'stripe' ? settings.gateway_public_key : null;

  return (
    <Box>
      {error && (
        <Alert severity={errorSeverity} role="alert" sx={{ my: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {totalCents <= 0 ? (
        <>
          <Typography sx={{ my: 2 }}>{PAY_MSG.noPaymentRequired}</Typography>
          <Button variant="contained" disabled={busy} onClick={() => void submit(null, noAuthentication)}>
            {completeLabel}
          </Button>
        </>
      ) : stripeKey ? (
        <Suspense fallback={<Loading text="Loading the secure card form..." />}>
          <StripeCardForm publicKey={stripeKey} {...formProps} />
        </Suspense>
      ) : (
        <SandboxCardForm {...formProps} />
      )}
    </Box>
  );
}
