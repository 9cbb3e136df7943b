// The booking stepper: 1 Venue, 2 Sport,
// 3 Type/Option, 4 Court, 5 Date/Time, 6 Review, 7 Online Payment. Each step goes on
// only when its fields are valid; 4 -> 5 asks the court's hours for the day
// (checkavail), 5 -> 6 asks the rules and the price (checkrules). Changing the venue
// clears every other choice. The server checks and prices it all again at payment.
import {
  BOOKING_MSG,
  formatDollars,
  isoToDmy,
  MSG,
  minutesOfHhmm,
  toCents,
  type TCheckRulesResponse,
  type TDonationProduct,
  type TPaymentOutcome,
} from '@courtside/contracts';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { z } from 'zod/mini';
import { DetailList } from '../../../components/DetailList';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormSelect } from '../../../components/form/FormSelect';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { Loading } from '../../../components/Loading';
import {
  CardPayment,
  couponCart,
  DonationToggle,
  donationCart,
  donationCents,
  PaymentSummary,
  paymentTotals,
  VoucherForm,
  voucherDiscount,
  type AppliedVoucher,
} from '../../../domains/payment';
import { ApiError } from '../../../lib/api-client';
import { addDaysIso } from '../../../lib/calendar-dates';
import { schemaResolver } from '../../../lib/form';
import { useSettings } from '../../../lib/settings';
import { checkAvail, type CourtAvailability } from '../api/check-avail';
import { checkRules } from '../api/check-rules';
import { useBookingCourts } from '../api/get-courts';
import { useBookingOptions } from '../api/get-options';
import { useBookingSports } from '../api/get-sports';
import { useBookingTypes } from '../api/get-types';
import { useBookingVenues } from '../api/get-venues';
import { usePayBooking } from '../api/pay-booking';
import {
  BOOKING_MESSAGE_KEYS,
  courtsFor,
  dayError,
  DEFAULT_DAY_HOURS,
  durationText,
  endTimes,
  startTimes,
} from '../booking-times';

const STEPS = ['Venue', 'Sport', 'Type/Option', 'Court', 'Date/Time', 'Review', 'Online Payment'] as const;

interface BookingValues {
  venue: string;
  sport: string;
  type: string;
  option: string;
  space: string;
  /** YYYY-MM-DD from the date picker; sent as dd/MM/yyyy. */
  day: string;
  start: string;
  end: string;
}

const required = z.string().check(z.minLength(1, MSG.required));

const bookingSchema = (today: string) =>
  z
    .object({
      venue: required,
      sport: required,
      type: required,
      option: z.string(),
      space: required,
      day: z.string(),
      start: required,
      end: required,
    })
    .check(
      z.superRefine((v, ctx) => {
        const dayProblem = dayError(v.day, today);
        if (dayProblem) ctx.addIssue({ code: 'custom', path: ['day'], message: dayProblem });
        const start = minutesOfHhmm(v.start);
        const end = minutesOfHhmm(v.end);
        if (start !== null && end !== null && end <= start) {
          ctx.addIssue({ code: 'custom', path: ['start'], message: BOOKING_MSG.startBeforeEnd });
          ctx.addIssue({ code: 'custom', path: ['end'], message: BOOKING_MSG.endAfterStart });
        }
      }),
    );

/** The court's day as the Date/Time step knows it. */
type Availability =
  { state: 'loading' } | { state: 'open'; hours: CourtAvailability } | { state: 'closed'; message: string };

const errorText = (err: unknown) =>
  err instanceof ApiError ? (Object.values(err.errors).flat()[0] ?? err.message) : BOOKING_MSG.paymentInvalid;

export interface BookingStepperProps {
  open: boolean;
  onClose: () => void;
  /** The venue and day the calendar shows: the first choices. */
  venueId: number;
  day: string;
  /** Today in the association's zone (YYYY-MM-DD). */
  today: string;
  onPaid: (outcome: TPaymentOutcome) => void;
}

export default function BookingStepper({ open, onClose, venueId, day, today, onPaid }: BookingStepperProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const taxRate = useSettings().data?.tax_rate ?? 0;
  const { control, trigger, getValues, setValue, resetField } = useForm<BookingValues>({
    defaultValues: {
      venue: String(venueId || ''),
      sport: '',
      type: '',
      option: '',
      space: '',
      day,
      start: '',
      end: '',
    },
    resolver: schemaResolver(() => bookingSchema(today)),
    mode: 'onTouched',
  });
  const values = useWatch({ control });
  const venue = Number(values.venue) || 0;
  const venues = useBookingVenues();
  const sports = useBookingSports(venue);
  const types = useBookingTypes(venue);
  const options = useBookingOptions(venue);
  const courts = useBookingCourts(venue);
  const pay = usePayBooking();

  const [step, setStep] = useState(0);
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [rules, setRules] = useState<TCheckRulesResponse | null>(null);
  const [checking, setChecking] = useState(false);
  const [stepError, setStepError] = useState<string | null>(null);
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(null);
  const [donation, setDonation] = useState<TDonationProduct | null>(null);

  // Changing the venue resets all selections.
  const lastVenue = useRef(values.venue);
  useEffect(() => {
    if (lastVenue.current === values.venue) return;
    lastVenue.current = values.venue;
    for (const f of ['sport', 'type', 'option', 'space', 'start', 'end'] as const)
      resetField(f, { defaultValue: '' });
    setAvailability(null);
    setRules(null);
    setVoucher(null);
  }, [values.venue, resetField]);

  // The Date/Time step asks the court's hours for the chosen day (and again when the day changes).
  const space = Number(values.space) || 0;
  const chosenDay = values.day ?? '';
  useEffect(() => {
    if (step !== 4 || !space) return;
    const problem = dayError(chosenDay, today);
    if (problem) {
      setAvailability({ state: 'closed', message: problem });
      return;
    }
    let current = true;
    setAvailability({ state: 'loading' });
    checkAvail({ day: isoToDmy(chosenDay), space }).then(
      (hours) => current && setAvailability({ state: 'open', hours }),
      (err: unknown) =>
        current &&
        setAvailability({
          state: 'closed',
          message: err instanceof ApiError ? err.message : BOOKING_MSG.noHours,
        }),
    );
    return () => {
      current = false;
    };
  }, [step, space, chosenDay, today]);

  const dayHours = availability?.state === 'open' ? availability.hours : DEFAULT_DAY_HOURS;
  const starts = availability?.state === 'closed' ? [] : startTimes(dayHours);
  const ends = values.start ? endTimes(dayHours, values.start) : [];
  // A time the new day does not offer is cleared rather than kept out of sight.
  useEffect(() => {
    if (availability?.state !== 'open') return;
    if (getValues('start') && !starts.includes(getValues('start'))) setValue('start', '');
    if (getValues('end') && !endTimes(dayHours, getValues('start')).includes(getValues('end')))
      setValue('end', '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the server's answer changes
  }, [availability]);

  const goTo = (next: number) => {
    setStepError(null);
    setStep(next);
  };

  const continueFrom = async (fields: Path<BookingValues>[], next: number) => {
    if (await trigger(fields)) goTo(next);
  };

  const toReview = async () => {
    if (!(await trigger(['day', 'start', 'end']))) return;
    if (availability?.state !== 'open') return;
    const v = getValues();
    setChecking(true);
    setStepError(null);
    try {
      const answer = await checkRules({
        day: isoToDmy(v.day),
        start: v.start,
        end: v.end,
        space: Number(v.space),
        type: Number(v.type),
        option: v.option ? Number(v.option) : null,
        sport: Number(v.sport),
      });
      setRules(answer);
      setVoucher(null);
      goTo(5);
    } catch (err) {
      setStepError(errorText(err));
    } finally {
      setChecking(false);
    }
  };

  const nameOf = <T,>(
    list: readonly T[] | undefined,
    id: (t: T) => number,
    name: (t: T) => string,
    value: string | undefined,
  ) =>
    list?.find((t) => String(id(t)) === value) ? name(list.find((t) => String(id(t)) === value) as T) : '';
  const venueName = nameOf(
    venues.data,
    (v) => v.venue_id,
    (v) => v.venue_name,
    values.venue,
  );
  const sportName = nameOf(
    sports.data,
    (s) => s.sport_id,
    (s) => s.sport_name,
    values.sport,
  );
  const typeName = nameOf(
    types.data,
    (t) => t.type_id,
    (t) => t.type_name,
    values.type,
  );
  const optionName = nameOf(
    options.data,
    (o) => o.option_id,
    (o) => o.option_name,
    values.option,
  );
  const courtName = nameOf(
    courts.data,
    (c) => c.court_id,
    (c) => c.court_name,
    values.space,
  );
  const fittingCourts = courtsFor(courts.data ?? [], {
    sport: Number(values.sport) || null,
    type: Number(values.type) || null,
    option: Number(values.option) || null,
  });
  const minutes = (minutesOfHhmm(values.end ?? '') ?? 0) - (minutesOfHhmm(values.start ?? '') ?? 0);

  const priceCents = rules?.bookable && typeof rules.feedback === 'number' ? toCents(rules.feedback) : 0;
  const lines = [
    {
      name: `Court hire: ${courtName}, ${values.day ? isoToDmy(values.day) : ''} ${values.start} to ${values.end}`,
      cents: priceCents,
    },
  ];
  const totals = paymentTotals(lines, taxRate, voucherDiscount(priceCents, voucher), donationCents(donation));

  // What each finished step chose, under its label.
  const chosen = [
    venueName,
    sportName,
    [typeName, optionName].filter(Boolean).join(', '),
    courtName,
    values.day ? `${isoToDmy(values.day)} ${values.start} to ${values.end}` : '',
    rules?.bookable ? formatDollars(priceCents) : '',
  ];

  const nav = (back: boolean, next: ReactNode) => (
    <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
      {back && <Button onClick={() => goTo(step - 1)}>Back</Button>}
      {next}
    </Stack>
  );
  const continueButton = (onClick: () => void, disabled = false) => (
    <Button variant="contained" onClick={onClick} disabled={disabled || checking}>
      Continue
    </Button>
  );

  const stepBodies: ReactNode[] = [
    // 1 Venue
    <>
      <FormSelect
        control={control}
        name="venue"
        label="Venue"
        required
        options={(venues.data ?? []).map((v) => ({ value: String(v.venue_id), text: v.venue_name }))}
      />
      {nav(
        false,
        continueButton(() => void continueFrom(['venue'], 1)),
      )}
    </>,
    // 2 Sport
    <>
      <FormSelect
        control={control}
        name="sport"
        label="Sport"
        required
        options={(sports.data ?? []).map((s) => ({ value: String(s.sport_id), text: s.sport_name }))}
      />
      {nav(
        true,
        continueButton(() => void continueFrom(['sport'], 2)),
      )}
    </>,
    // 3 Type/Option
    <>
      <FieldGrid>
        <FormSelect
          control={control}
          name="type"
          label="Type"
          required
          options={(types.data ?? []).map((t) => ({ value: String(t.type_id), text: t.type_name }))}
        />
        <FormSelect
          control={control}
          name="option"
          label="Option"
          placeholder="Any option"
          options={(options.data ?? []).map((o) => ({ value: String(o.option_id), text: o.option_name }))}
        />
      </FieldGrid>
      {nav(
        true,
        continueButton(() => void continueFrom(['type', 'option'], 3)),
      )}
    </>,
    // 4 Court
    <>
      {courts.data && fittingCourts.length === 0 ? (
        <Alert severity="info">
          No court at this venue takes that sport, type and option. Go back and choose another.
        </Alert>
      ) : (
        <FormSelect
          control={control}
          name="space"
          label="Court"
          required
          options={fittingCourts.map((c) => ({ value: String(c.court_id), text: c.court_name }))}
        />
      )}
      {nav(
        true,
        continueButton(() => void continueFrom(['space'], 4), fittingCourts.length === 0),
      )}
    </>,
    // 5 Date/Time
    <>
      <IsoDateField
        control={control}
        name="day"
        label="Booking Date"
        required
        hint={`dd/mm/yyyy, from today up to ${isoToDmy(addDaysIso(today, 7))}`}
        min={today}
        max={addDaysIso(today, 7)}
      />
      {availability?.state === 'loading' && <Loading text="Checking the court's hours..." />}
      {availability?.state === 'closed' && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {availability.message}
        </Alert>
      )}
      {availability?.state === 'open' && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {courtName} can be hired from {availability.hours.availability_from} to{' '}
          {availability.hours.availability_to} on this day.
          {availability.hours.taken.length > 0 &&
            ` Already taken: ${availability.hours.taken.map((t) => `${t.start} to ${t.end}`).join(', ')}.`}
        </Typography>
      )}
      {availability?.state === 'open' && starts.length === 0 && (
        <Alert severity="info" sx={{ my: 1 }}>
          No start time is left on this day. Please choose another day.
        </Alert>
      )}
      <FieldGrid>
        <FormSelect
          control={control}
          name="start"
          label="Start Time"
          required
          disabled={starts.length === 0}
          options={starts.map((t) => ({ value: t, text: t }))}
        />
        <FormSelect
          control={control}
          name="end"
          label="End Time"
          required
          disabled={starts.length === 0 || !values.start}
          options={ends.map((t) => ({ value: t, text: t }))}
        />
      </FieldGrid>
      {nav(
        true,
        continueButton(() => void toReview(), availability?.state !== 'open' || starts.length === 0),
      )}
    </>,
    // 6 Review
    <>
      <DetailList
        items={[
          ['Venue', venueName],
          ['Sport', sportName],
          ['Type', typeName],
          optionName ? ['Option', optionName] : false,
          ['Court', courtName],
          ['Date', values.day ? isoToDmy(values.day) : ''],
          ['Time', `${values.start} to ${values.end}`],
          ['Duration', durationText(minutes)],
          rules?.bookable && typeof rules.feedback === 'number'
            ? ['Price', `${formatDollars(priceCents)} (GST included)`]
            : false,
        ]}
      />
      {rules && !rules.bookable && (
        <Alert severity="error" role="alert">
          {String(rules.feedback)}
        </Alert>
      )}
      {nav(
        true,
        continueButton(() => goTo(6), !rules?.bookable),
      )}
    </>,
    // 7 Online Payment
    <>
      <Typography sx={{ mb: 1 }}>Have an association voucher? Apply it here, or pay without one.</Typography>
      <VoucherForm
        totalCents={priceCents}
        kinds={{ akv: false, client: true }}
        applied={voucher}
        onChange={setVoucher}
        disabled={pay.isPending}
      />
      <DonationToggle value={donation} onChange={setDonation} disabled={pay.isPending} />
      <PaymentSummary lines={lines} totals={totals} />
      <CardPayment
        totalCents={totals.totalCents}
        submitLabel="Pay & Book"
        completeLabel="Complete Booking"
        attempt={JSON.stringify([
          'booking',
          values.space,
          values.day,
          values.start,
          values.end,
          voucher?.voucherNumber ?? null,
          donation?.product_id ?? null,
          totals.totalCents,
        ])}
        errorTexts={{ invalidText: BOOKING_MSG.bookingInvalid, messageKeys: BOOKING_MESSAGE_KEYS }}
        pay={({ cardData, idempotencyKey }) => {
          const v = getValues();
          return pay.mutateAsync({
            cardData,
            couponCart: couponCart(voucher),
            donationCart: donationCart(donation),
            bookingCart: {
              venue: Number(v.venue),
              sport: Number(v.sport),
              type: Number(v.type),
              option: v.option ? Number(v.option) : null,
              space: Number(v.space),
              day: isoToDmy(v.day),
              start: v.start,
              end: v.end,
              rate_review: rules && typeof rules.feedback === 'number' ? rules.feedback : null,
            },
            idempotencyKey,
          });
        }}
        onPaid={onPaid}
      />
      {nav(true, null)}
    </>,
  ];

  return (
    <Dialog
      open={open}
      onClose={pay.isPending ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="booking-stepper-title"
    >
      <DialogTitle id="booking-stepper-title" sx={{ pr: 6 }}>
        New Booking
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        disabled={pay.isPending}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <Close />
      </IconButton>
      <DialogContent dividers>
        {/* Not a <form>: the payment step holds the voucher and card forms. */}
        <Box>
          <Stepper activeStep={step} orientation="vertical">
            {STEPS.map((label, i) => (
              <Step key={label}>
                <StepLabel
                  optional={
                    i < step && chosen[i] ? <Typography variant="caption">{chosen[i]}</Typography> : undefined
                  }
                >
                  {label}
                </StepLabel>
                <StepContent>
                  {stepError && i === step && (
                    <Alert severity="error" role="alert" sx={{ my: 1 }} onClose={() => setStepError(null)}>
                      {stepError}
                    </Alert>
                  )}
                  {/* Only the current step's fields are on the page (the others keep their values). */}
                  {i === step && stepBodies[i]}
                </StepContent>
              </Step>
            ))}
          </Stepper>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
