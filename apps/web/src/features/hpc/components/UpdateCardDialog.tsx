// Update Credit Card: the gateway's card form
// with Submit and Clear, and Close. A suspended subscription retries its renewal.
import { HPC_MSG, PAY_MSG, type TCardData, type TSubscription } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Loading } from '../../../components/Loading';
import type { CardFormProps } from '../../../domains/payment/card-form';
import { SandboxCardForm } from '../../../domains/payment/SandboxCardForm';
import { PAYMENT_DELAY } from '../../../lib/delays';
import { useIdempotencyKey } from '../../../domains/payment/idempotency';
import { endsAttempt, paymentErrorText } from '../../../domains/payment/payment-errors';
import { useSettings } from '../../../lib/settings';
import { useUpdateCard } from '../api/update-card';
import { SUBSCRIPTION_ERROR_TEXTS } from '../payment-texts';

const StripeCardForm = lazy(() => import('../../../domains/payment/StripeCardForm'));

function CardForm({
  subscription,
  onUpdated,
}: {
  subscription: TSubscription;
  onUpdated: (message: string) => void;
}) {
  const { data: settings } = useSettings();
  const update = useUpdateCard();
  const { keyFor, renew } = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);
  const [clearToken, setClearToken] = useState(0);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const submit = (cardData: TCardData) => {
    setError(null);
    const idempotencyKey = keyFor(`${subscription.id}|${JSON.stringify(cardData)}`);
    update.mutate(
      { subId: subscription.id, cardData, idempotencyKey },
      {
        onSuccess: (answer) => {
          renew();
          onUpdated(answer.message || HPC_MSG.cardUpdated);
        },
        onError: (err) => {
          if (endsAttempt(err)) renew();
          setError(paymentErrorText(err, SUBSCRIPTION_ERROR_TEXTS));
          clearTimeout(clearTimer.current);
          clearTimer.current = setTimeout(
            () => setClearToken((n) => n + 1),
            PAYMENT_DELAY.clearCardAfterFailure,
          );
        },
      },
    );
  };

  if (!settings) return <Loading />;
  const formProps: CardFormProps = {
    submitLabel: 'Submit',
    busy: update.isPending,
    clearToken,
    onCard: (card) => submit(card),
    onInvalid: () => setError(PAY_MSG.cardInvalid),
  };
  const stripeKey = settings.gateway === 'stripe' ? settings.gateway_public_key : null;
  return (
    <>
      {error && (
        <Alert severity="warning" role="alert" sx={{ my: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {stripeKey ? (
        <Suspense fallback={<Loading text="Loading the secure card form..." />}>
          <StripeCardForm publicKey={stripeKey} {...formProps} />
        </Suspense>
      ) : (
        <SandboxCardForm {...formProps} />
      )}
    </>
  );
}

export function UpdateCardDialog({
  subscription,
  onClose,
  onUpdated,
}: {
  subscription: TSubscription | null;
  onClose: () => void;
  onUpdated: (message: string) => void;
}) {
  return (
    <Dialog
      open={subscription !== null}
      onClose={onClose}
      aria-labelledby="hpc-card-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="hpc-card-title">Update Credit Card</DialogTitle>
      <DialogContent>
        {subscription && (
          <>
            <Typography sx={{ mb: 1 }}>
              {subscription.name}
              {subscription.card_last4 ? `: the card on file ends in ${subscription.card_last4}.` : '.'}
              {subscription.status === 'suspended' &&
                ' The failed renewal payment is retried with the new card.'}
            </Typography>
            <CardForm key={subscription.id} subscription={subscription} onUpdated={onUpdated} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
