// The card form when the association takes real payments through Stripe. Card data
// goes from Stripe's hosted fields straight to Stripe; our server only ever sees the
// PaymentMethod id. This module (and Stripe.js, fetched from Stripe at run time) is
// loaded only when settings.gateway is 'stripe'.
import { PAY_MSG } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Loading } from '../../components/Loading';
import type { CardFormProps } from './card-form';

const stripes = new Map<string, Promise<Stripe | null>>();
/** One Stripe.js per publishable key; null when it cannot be loaded (offline, blocked). */
const stripeFor = (publicKey: string) => {
  let stripe = stripes.get(publicKey);
  if (!stripe) {
    stripe = loadStripe(publicKey).catch(() => null);
    stripes.set(publicKey, stripe);
  }
  return stripe;
};

function HostedField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Box sx={{ my: 1.5 }}>
      <FormLabel id={id} className="cs-required" sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box
        role="group"
        aria-labelledby={id}
        sx={{ border: 1, borderColor: 'grey.500', borderRadius: 1, px: 1.5, py: 1.75 }}
      >
        {children}
      </Box>
    </Box>
  );
}

function StripeFields({ submitLabel, busy, clearToken, onCard, onInvalid }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [name, setName] = useState('');
  /** The PaymentMethod of the card as typed: reused on a retry so the attempt (and its key) stays the same. */
  const paymentMethod = useRef<string | null>(null);
  const [creating, setCreating] = useState(false);
  const changed = () => {
    paymentMethod.current = null;
  };

  useEffect(() => {
    if (clearToken === 0 || !elements) return;
    elements.getElement(CardNumberElement)?.clear();
    elements.getElement(CardExpiryElement)?.clear();
    elements.getElement(CardCvcElement)?.clear();
    setName('');
    paymentMethod.current = null;
  }, [clearToken, elements]);

  const authenticate = async (clientSecret: string) => {
    if (!stripe) throw new Error(PAY_MSG.gatewayUnavailable);
    const { error } = await stripe.handleNextAction({ clientSecret });
    if (error) throw new Error(error.message ?? PAY_MSG.authenticationFailed);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const card = elements?.getElement(CardNumberElement);
    if (!stripe || !card || !name.trim()) return onInvalid();
    if (!paymentMethod.current) {
      setCreating(true);
      const { paymentMethod: created, error } = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: { name: name.trim() },
      });
      setCreating(false);
      // Hosted fields show the one card message for any invalid value.
      if (error || !created) return onInvalid();
      paymentMethod.current = created.id;
    }
    onCard({ paymentMethodId: paymentMethod.current }, authenticate);
  };

  const disabled = busy || creating;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Card details">
      <HostedField id="stripe-card-number" label="Card Number">
        <CardNumberElement onChange={changed} options={{ disabled }} />
      </HostedField>
      <Box sx={{ my: 1.5 }}>
        <FormLabel htmlFor="stripe-card-name" className="cs-required" sx={{ display: 'block', mb: 0.5 }}>
          Full Name
        </FormLabel>
        <OutlinedInput
          id="stripe-card-name"
          fullWidth
          value={name}
          disabled={disabled}
          autoComplete="cc-name"
          inputProps={{ maxLength: 100, 'aria-required': true }}
          onChange={(e) => {
            setName(e.target.value);
            changed();
          }}
        />
      </Box>
      <Stack direction="row" spacing={2}>
        <Box sx={{ flex: 1 }}>
          <HostedField id="stripe-card-expiry" label="Card Expiry">
            <CardExpiryElement onChange={changed} options={{ disabled }} />
          </HostedField>
        </Box>
        <Box sx={{ flex: 1 }}>
          <HostedField id="stripe-card-cvc" label="CVC">
            <CardCvcElement onChange={changed} options={{ disabled }} />
          </HostedField>
        </Box>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button
          type="button"
          variant="outlined"
          disabled={disabled}
          onClick={() => {
            elements?.getElement(CardNumberElement)?.clear();
            elements?.getElement(CardExpiryElement)?.clear();
            elements?.getElement(CardCvcElement)?.clear();
            setName('');
            changed();
          }}
        >
          Clear
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={disabled || !stripe}
          sx={{ textTransform: 'none' }}
        >
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}

/** Default export for React.lazy. */
export default function StripeCardForm({ publicKey, ...props }: CardFormProps & { publicKey: string }) {
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void stripeFor(publicKey).then((s) => live && setStripe(s));
    return () => {
      live = false;
    };
  }, [publicKey]);
  if (stripe === undefined) return <Loading text="Loading the secure card form..." />;
  if (stripe === null) return <Alert severity="error">{PAY_MSG.gatewayUnavailable}</Alert>;
  return (
    <Elements stripe={stripe} options={{ locale: 'en-AU' }}>
      <StripeFields {...props} />
    </Elements>
  );
}
