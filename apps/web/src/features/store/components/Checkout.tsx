// Checkout: a vertical stepper 1 Cart, 2 Attendees,
// 3 Assign Attendees, 4 Checkout Review, 5 Voucher (only when the cart has items),
// 6 Payment. Applying a voucher jumps back to the review; any change of the cart's
// products or quantities while not paying starts again at step 1 without attendees,
// assignments or voucher.
import { formatDollars, MSG, PAY_MSG, STORE_MSG, toCents, type TDonationProduct } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { TermsLink } from '../../../components/TermsLink';
import {
  couponCart,
  donationCart,
  PaymentSummary,
  paymentTotals,
  PayStep,
  ResultOverlay,
  usePaidThenNavigate,
  voucherDiscount,
  VoucherStep,
  type AppliedVoucher,
} from '../../../domains/payment';
import { ApiError } from '../../../lib/api-client';
import { useProfile } from '../../../lib/auth';
import {
  cartSignature,
  clearCart,
  productLines,
  saveVoucher,
  setDonation,
  useCart,
  useStoredVoucher,
  type CartItem,
  type StoredVoucher,
} from '../../../domains/cart/cart';
import { validateVoucher, type VoucherInput } from '../../../domains/payment/api/validate-voucher';
import { useSettings } from '../../../lib/settings';
import { payShoppingCart } from '../api/pay-shopping-cart';
import {
  assignmentsProblem,
  attendeeBounds,
  attendeePayload,
  attendeesProblem,
  linesNeedingAttendees,
  voucherKinds,
  voucherProblem,
  type Assignments,
} from '../checkout';
import { orderPath, productsPath } from '../paths';
import { AssignStep } from './AssignStep';
import { attendeeResolver, AttendeesStep, type AttendeeForm, type Notice } from './AttendeesStep';
import { CartLines } from './CartLines';

type StepId = 'cart' | 'attendees' | 'assign' | 'review' | 'voucher' | 'payment';
const STEP_TITLES: Record<StepId, string> = {
  cart: 'Cart',
  attendees: 'Attendees',
  assign: 'Assign Attendees',
  review: 'Checkout Review',
  voucher: 'Voucher',
  payment: 'Payment',
};

const appliedOf = (v: StoredVoucher | null): AppliedVoucher | null =>
  v ? { voucherNumber: v.voucher_number, voucherPin: v.voucher_pin, akv: v.akv, cart: v } : null;

const donationOf = (cart: readonly CartItem[]): TDonationProduct | null => {
  const line = cart.find((l) => l.product_donation);
  return line
    ? {
        product_id: Number(line.product_id),
        product_name: line.product_title,
        product_price: line.product_price,
      }
    : null;
};

/** Continue / Back under a step, and the step's problem in red. */
function StepButtons({
  onBack,
  onNext,
  nextLabel = 'Continue',
  problem,
  disabled,
}: {
  onBack?: () => void;
  onNext?: () => void;
  nextLabel?: string;
  problem?: string | null;
  disabled?: boolean;
}) {
  return (
    <>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        {onBack && <Button onClick={onBack}>Back</Button>}
        {onNext && (
          <Button variant="contained" onClick={onNext} disabled={disabled}>
            {nextLabel}
          </Button>
        )}
      </Stack>
    </>
  );
}

export function Checkout() {
  const queryClient = useQueryClient();
  const { data: settings } = useSettings();
  const { data: profile } = useProfile();
  const cart = useCart();
  const stored = useStoredVoucher();
  const voucher = appliedOf(stored);
  const timeZone = settings?.time_zone ?? 'Australia/Sydney';
  const taxRate = settings?.tax_rate ?? 0;

  const [step, setStep] = useState<StepId>('cart');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [assign, setAssign] = useState<Assignments>({});
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [done, setDone] = useState(false);
  const paying = useRef(false);
  const { message, paid } = usePaidThenNavigate();

  const form = useForm<AttendeeForm>({
    defaultValues: { attendees: [] },
    mode: 'onTouched',
    resolver: attendeeResolver(timeZone),
  });
  const array = useFieldArray({ control: form.control, name: 'attendees', keyName: 'key' });
  const attendees = useWatch({ control: form.control, name: 'attendees' });

  const lines = productLines(cart);
  const needing = linesNeedingAttendees(cart);
  const bounds = attendeeBounds(cart);
  const donation = donationOf(cart);
  const signature = cartSignature(cart);

  // A change of products or quantities (here or in the cart drawer) starts again; domains/cart has already dropped the voucher.
  const lastSignature = useRef(signature);
  useEffect(() => {
    if (signature === lastSignature.current) return;
    lastSignature.current = signature;
    if (paying.current) return;
    setStep('cart');
    setProblem(null);
    setNotice(null);
    setAssign({});
    form.reset({ attendees: [] });
  }, [signature, form]);

  const subtotalLines = lines.map((l) => ({
    name: l.product_quantity > 1 ? `${l.product_title} x ${l.product_quantity}` : l.product_title,
    cents: toCents(l.product_price) * l.product_quantity,
  }));
  const subtotalCents = subtotalLines.reduce((n, l) => n + l.cents, 0);
  const totals = paymentTotals(
    subtotalLines,
    taxRate,
    voucherDiscount(subtotalCents, voucher),
    donation ? toCents(donation.product_price) : 0,
  );

  if (!settings || !profile) return <Loading text="Loading Data..." />;

  const steps: StepId[] = [
    'cart',
    'attendees',
    'assign',
    'review',
    ...(lines.length > 0 ? (['voucher'] as const) : []),
    'payment',
  ];
  const go = (next: StepId) => {
    setProblem(null);
    setStep(next);
  };

  const leaveAttendees = () => {
    const issue = attendeesProblem(attendees, cart);
    if (issue) return setProblem(issue);
    // Assignments of removed attendees are dropped.
    const uids = new Set(attendees.map((a) => a.uid));
    setAssign((current) =>
      Object.fromEntries(Object.entries(current).map(([id, list]) => [id, list.filter((u) => uids.has(u))])),
    );
    go('assign');
  };

  const leaveAssign = () => {
    const issue = assignmentsProblem(cart, assign, attendees);
    if (issue) return setProblem(issue);
    go('review');
  };

  const leaveReview = () => {
    if (!agreed) return setTermsError(true);
    go(voucher ? 'payment' : 'voucher');
  };

  const applyVoucher = (v: AppliedVoucher | null) => {
    saveVoucher(v ? { ...v.cart, voucher_pin: v.voucherPin, akv: v.akv } : null);
    // A voucher submission jumps to the review, which now shows the discount.
    if (v) go('review');
  };

  const validate = async (input: VoucherInput) => {
    // Refused here as well as by the server, for the kind the voucher really is (its number says).
    const found = await validateVoucher(input);
    const issue = voucherProblem(found.akv, cart, attendees, assign, timeZone);
    if (issue) throw new ApiError(422, 'error_response', issue);
    return found;
  };

  const minor = !profile.adult;
  const content: Record<StepId, ReactNode> = {
    cart: (
      <>
        {lines.length === 0 ? (
          <Typography sx={{ my: 1 }}>
            {STORE_MSG.cartEmpty} <RouterLink to={productsPath('store')}>Continue shopping</RouterLink>
          </Typography>
        ) : (
          <CartLines lines={lines} />
        )}
        <StepButtons onNext={() => go('attendees')} disabled={lines.length === 0} />
      </>
    ),
    attendees: (
      <>
        {bounds.max === 0 ? (
          <Typography>No attendees are needed for this order.</Typography>
        ) : (
          <AttendeesStep form={form} array={array} max={bounds.max} notice={notice} onNotice={setNotice} />
        )}
        <StepButtons
          onBack={() => go('cart')}
          onNext={leaveAttendees}
          // Once shown, the message follows the rows: it goes when they are put right.
          problem={problem && attendeesProblem(attendees, cart)}
        />
      </>
    ),
    assign: (
      <>
        <AssignStep lines={needing} attendees={attendees} assign={assign} onChange={setAssign} />
        <StepButtons
          onBack={() => go('attendees')}
          onNext={leaveAssign}
          problem={problem && assignmentsProblem(cart, assign, attendees)}
        />
      </>
    ),
    review: (
      <>
        <PaymentSummary lines={subtotalLines} totals={totals} title="Order summary" />
        {needing.length > 0 && (
          <Box component="ul" sx={{ pl: 2, my: 1 }}>
            {needing.map((l) => (
              <li key={String(l.product_id)}>
                {l.product_title}:{' '}
                {(assign[String(l.product_id)] ?? [])
                  .map((uid) => attendees.find((a) => a.uid === uid))
                  .filter((a) => a !== undefined)
                  .map((a) => `${a.firstname} ${a.lastname}`)
                  .join(', ')}
              </li>
            ))}
          </Box>
        )}
        {minor ? (
          <Typography sx={{ my: 1 }}>
            You are under 18: a parent or guardian must read the terms and conditions of{' '}
            {settings.client_name} and agree to them on your behalf.
          </Typography>
        ) : (
          <Typography sx={{ my: 1 }}>
            Please read the terms and conditions of {settings.client_name} for these purchases.
          </Typography>
        )}
        <TermsLink />
        <FormControl error={termsError} sx={{ display: 'block' }}>
          <FormControlLabel
            label={
              minor
                ? 'I am the parent or guardian of this member and agree to the Terms & Conditions on their behalf'
                : 'I agree to the Terms & Conditions'
            }
            control={
              <Checkbox
                name="agreed"
                checked={agreed}
                onChange={(e) => {
                  setAgreed(e.target.checked);
                  setTermsError(false);
                }}
                slotProps={{ input: { 'aria-describedby': termsError ? 'agreed-error' : undefined } }}
              />
            }
          />
          {termsError && <FormHelperText id="agreed-error">{MSG.mustAgree}</FormHelperText>}
        </FormControl>
        <StepButtons onBack={() => go('assign')} onNext={leaveReview} />
      </>
    ),
    voucher: (
      <VoucherStep
        totalCents={subtotalCents}
        kinds={voucherKinds(cart)}
        applied={voucher}
        onChange={applyVoucher}
        validate={validate}
        onBack={() => go('review')}
        onContinue={() => go('payment')}
      />
    ),
    payment: (
      <PayStep
        donation={donation}
        onDonationChange={setDonation}
        lines={subtotalLines}
        totals={totals}
        note={
          voucher && (
            <Typography variant="body2" sx={{ mb: 1 }}>
              Voucher {voucher.voucherNumber}: -{formatDollars(totals.discountCents)}
            </Typography>
          )
        }
        attempt={JSON.stringify([
          'store',
          signature,
          voucher?.voucherNumber ?? null,
          donation?.product_id ?? null,
          attendeePayload(cart, attendees, assign),
        ])}
        errorTexts={{ invalidText: STORE_MSG.attendeeAssignInvalid }}
        pay={async ({ cardData, idempotencyKey }) => {
          paying.current = true;
          try {
            return await payShoppingCart({
              ...attendeePayload(cart, attendees, assign),
              couponCart: couponCart(voucher),
              donationCart: donationCart(donation),
              cardData,
              shoppingCart: lines.map((l) => ({
                product_id: Number(l.product_id),
                product_quantity: l.product_quantity,
              })),
              idempotencyKey,
            });
          } catch (err) {
            paying.current = false;
            throw err;
          }
        }}
        onPaid={(outcome) => {
          setDone(true);
          clearCart();
          void queryClient.invalidateQueries({ queryKey: ['store'] });
          void queryClient.invalidateQueries({ queryKey: ['orders'] });
          paid(PAY_MSG.paymentSuccess, orderPath(outcome.o_id));
        }}
        onBack={() => go(lines.length > 0 ? 'voucher' : 'review')}
      />
    ),
  };

  return (
    <>
      <ResultOverlay message={message} />
      <PageTitle>Checkout</PageTitle>
      {done ? (
        <Loading text="Loading your receipt..." />
      ) : (
        <Stepper activeStep={steps.indexOf(step)} orientation="vertical">
          {steps.map((id) => (
            <Step key={id}>
              <StepLabel>{STEP_TITLES[id]}</StepLabel>
              <StepContent slotProps={{ transition: { unmountOnExit: true } }}>{content[id]}</StepContent>
            </Step>
          ))}
        </Stepper>
      )}
    </>
  );
}
