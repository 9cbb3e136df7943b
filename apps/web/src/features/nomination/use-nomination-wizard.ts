// The nomination wizard's state and actions: the form, which step is open and which have
// errors, the division cascade with its capacity check, the player checks, and sending the
// entry (by card through CardPayment, or without payment). The step components only render.
import {
  MSG,
  NOMINATION_MSG,
  taxIncludedCents,
  toCents,
  WAITLIST_MSG,
  withoutSoldOut,
  type TDivisionCapacity,
  type TNominationDivision,
  type TWaitlistOutcome,
  type TDonationProduct,
  type TNominationOutcome,
  type TNominationPage,
  type TPaymentOutcome,
  type TPreviousTeam,
} from '@courtside/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { donationCart, donationCents, type OverlayMessage, type PaymentRequest } from '../../domains/payment';
import { ApiError } from '../../lib/api-client';
import { useProfile } from '../../lib/auth';
import { useErrorsFollowInput } from '../../lib/errors-follow-input';
import { useIdempotencyKey } from '../../domains/payment/idempotency';
import { paymentErrorText } from '../../domains/payment/payment-errors';
import { canCheck, isDuplicateName, rowAfterCheck } from '../../lib/player-check';
import { checkCapacity } from './api/check-capacity';
import { checkNominationPlayer } from './api/check-player';
import { useDivisionGroups } from './api/get-division-groups';
import { useDivisions } from './api/get-divisions';
import { useGrades } from './api/get-grades';
import { usePreferredDivisions } from './api/get-preferred-divisions';
import { usePayTeamNomination, type PayTeamNominationBody } from './api/pay-team-nomination';
import { useJoinWaitlist } from './api/join-waitlist';
import {
  coachErrors,
  copyPreviousTeam,
  EDITABLE_FROM,
  emptyPlayer,
  fitPlayers,
  formFieldOf,
  initialValues,
  limitsOf,
  managerErrors,
  playerPayload,
  playerRowErrors,
  playersErrors,
  stepOfField,
  teamErrors,
  type NominationValues,
} from './nomination-form';

/** The nomination overlay stays 1 second, the capacity error twice as long. */
export const NOMINATION_OVERLAY_MS = 1000;

type Errors = Record<string, string>;

/** An overlay whose time depends on the message. */
function useOverlay() {
  const [message, setMessage] = useState<OverlayMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((next: OverlayMessage, ms: number, then?: () => void) => {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => {
      setMessage(null);
      then?.();
    }, ms);
  }, []);
  return { message, show };
}

export function useNominationWizard(page: TNominationPage) {
  const { data: profile } = useProfile();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const overlay = useOverlay();
  const payNomination = usePayTeamNomination();
  const { keyFor, renew } = useIdempotencyKey();

  const [step, setStep] = useState(0);
  const [maxStep, setMaxStep] = useState(0);
  const [stepsWithErrors, setStepsWithErrors] = useState<ReadonlySet<number>>(new Set());
  const [capacity, setCapacityState] = useState<TDivisionCapacity | null>(null);
  // The capacity as of now (the state is as of the last render) and the check under way, so a
  // Continue pressed while the chosen division is being checked waits for its answer instead of
  // saying the division is missing.
  const capacityNow = useRef<TDivisionCapacity | null>(null);
  const capacityCheck = useRef<Promise<void> | null>(null);
  const setCapacity = useCallback((next: TDivisionCapacity | null) => {
    capacityNow.current = next;
    setCapacityState(next);
  }, []);
  const [countError, setCountError] = useState<string | null>(null);
  const [busyIndex, setBusyIndex] = useState<number | null>(null);
  const [donation, setDonation] = useState<TDonationProduct | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [stepsAlert, setStepsAlert] = useState(false);
  const [completing, setCompleting] = useState(false);
  const outcomeRef = useRef<TNominationOutcome | null>(null);
  // A full division (the capacity check or the payment said so) whose waitlist the manager may
  // join instead, whether they chose to, and the answer once the team is on it.
  const [fullDivision, setFullDivision] = useState<TNominationDivision | null>(null);
  const [joining, setJoining] = useState(false);
  const [waitlisted, setWaitlisted] = useState<TWaitlistOutcome | null>(null);
  const joinWaitlist = useJoinWaitlist();

  const form = useForm<NominationValues>({ defaultValues: initialValues(profile ?? undefined) });
  const { control, getValues, setValue, setError, clearErrors, watch } = form;
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'players' });
  const values = watch();
  const { grade, divisiongroup, division } = values.team;

  const grades = useGrades();
  const groups = useDivisionGroups(grade);
  const divisions = useDivisions(divisiongroup);
  const divisionList = divisions.data;
  const chosen = capacity?.division ?? null;
  const waitlist = Boolean(chosen?.waitlist);
  const preferred = usePreferredDivisions(division, waitlist);
  const limits = limitsOf(chosen);

  const cart = capacity?.teamnominationCart ?? [];
  const subtotalCents = page.sk_tm ? 0 : cart.reduce((sum, line) => sum + toCents(line.p_price), 0);
  const taxCents = taxIncludedCents(subtotalCents, page.tax_rate);
  // With sk_tm no payment is taken at all, so no donation is offered either.
  const donationTotal = page.sk_tm ? 0 : donationCents(donation);
  const totalCents = subtotalCents + donationTotal;

  const goTo = (next: number) => {
    setStep(next);
    setMaxStep((m) => Math.max(m, next));
  };

  const clearDivision = useCallback(() => {
    setValue('team.division', '');
    setValue('team.preferreddivision', '');
    setCapacity(null);
    setFullDivision(null);
    setJoining(false);
  }, [setValue, setCapacity]);

  // Choosing a division checks its capacity; a full group answers 422.
  const runCapacityCheck = useCallback(
    async (divisionId: string) => {
      try {
        const answer = await checkCapacity(divisionId);
        if (getValues('team.division') !== divisionId) return;
        setCapacity(answer);
        clearErrors('team.division');
        if (Object.keys(teamErrors(getValues('team'), answer.division.waitlist)).length === 0)
          setStepsWithErrors((s) => {
            const next = new Set(s);
            next.delete(1);
            return next;
          });
        replace(fitPlayers(getValues('players'), limitsOf(answer.division).min));
      } catch (err) {
        if (getValues('team.division') !== divisionId) return;
        clearDivision();
        const full = err instanceof ApiError && err.error === 'error_division';
        if (full) setFullDivision(divisionList?.find((d) => String(d.value) === divisionId) ?? null);
        // Otherwise the server says why. Its season's nominations may have closed on their date:
        // the page and the cascade are asked again, so a closed wizard says so instead of the lists.
        if (!full && err instanceof ApiError && err.status === 422)
          void queryClient.invalidateQueries({ queryKey: ['nomination'] });
        const text = full
          ? NOMINATION_MSG.divisionFull
          : err instanceof Error
            ? err.message
            : NOMINATION_MSG.divisionFull;
        overlay.show({ text, severity: 'error' }, full ? 2 * NOMINATION_OVERLAY_MS : NOMINATION_OVERLAY_MS);
      }
    },
    [getValues, replace, clearDivision, clearErrors, overlay, setCapacity, queryClient, divisionList],
  );

  // The cascade: grade -> groups -> divisions -> capacity and preferred choices.
  useEffect(() => {
    const sub = watch((v, { name, type }) => {
      if (type !== 'change') return;
      if (name === 'team.grade') {
        setValue('team.divisiongroup', '');
        clearDivision();
      } else if (name === 'team.divisiongroup') {
        clearDivision();
      } else if (name === 'team.division') {
        const picked = v.team?.division ?? '';
        setValue('team.preferreddivision', '');
        setCapacity(null);
        setFullDivision(null);
        setJoining(false);
        capacityCheck.current = picked ? runCapacityCheck(picked) : null;
      }
    });
    return () => sub.unsubscribe();
  }, [watch, setValue, clearDivision, runCapacityCheck, setCapacity]);

  /** Puts messages under their fields; row statuses and the player count get their own places. */
  const showErrors = (prefix: string, errors: Errors) => {
    clearErrors(prefix as Path<NominationValues>);
    if (prefix === 'players') setCountError(null);
    for (const [key, message] of Object.entries(errors)) {
      const row = /^players\.(\d+)\.check$/.exec(key);
      if (row) {
        const index = Number(row[1]);
        const current = getValues(`players.${index}.check`);
        // A failed check keeps its own text; otherwise the row says what is missing.
        const status =
          current.click && !current.confirm && current.status && message === NOMINATION_MSG.mustClickAddPlayer
            ? current.status
            : message;
        setValue(`players.${index}.check`, {
          ...current,
          status,
          click: true,
          confirm: current.confirm && message !== NOMINATION_MSG.playerAlreadyAdded,
        });
      } else if (key === 'players') setCountError(message);
      else setError(key as Path<NominationValues>, { type: 'validation', message });
    }
  };

  const validators: Record<number, () => [string, Errors]> = {
    1: () => {
      const errors = teamErrors(getValues('team'), waitlist);
      if (getValues('team.division') && !capacityNow.current && !errors['team.division'])
        errors['team.division'] = MSG.required;
      return ['team', errors];
    },
    2: () => ['manager', managerErrors(getValues('manager'))],
    3: () => ['coach', coachErrors(getValues('coach'))],
    4: () => ['players', playersErrors(getValues('players'), limits)],
  };

  // A step's errors clear field by field as the fields become valid, and its alert with the last.
  useErrorsFollowInput(form, (name) => {
    const index = stepOfField(name);
    const errors = validators[index]?.()[1] ?? {};
    if (Object.keys(errors).length === 0)
      setStepsWithErrors((s) => {
        const next = new Set(s);
        next.delete(index);
        return next;
      });
    return errors;
  });

  const validateStep = (index: number): boolean => {
    const validator = validators[index];
    if (!validator) return true;
    const [prefix, errors] = validator();
    showErrors(prefix, errors);
    const ok = Object.keys(errors).length === 0;
    setStepsWithErrors((s) => {
      const next = new Set(s);
      if (ok) next.delete(index);
      else next.add(index);
      return next;
    });
    return ok;
  };

  const validateAll = (): boolean => {
    const results = [1, 2, 3, 4].map(validateStep);
    const ok = results.every(Boolean);
    setStepsAlert(!ok);
    return ok;
  };

  /**
   * The division is gone (full, or cleared by a new grade): the manager goes back to step 2
   * with its message, and no later step shows a price without it.
   */
  const divisionLost = (message: string) => {
    clearDivision();
    setError('team.division', { type: 'server', message });
    setStepsWithErrors((s) => new Set(s).add(1));
    setStep(1);
  };

  /** Opens a step from its name; the steps after step 2 need the division's answer. */
  const openStep = (index: number) => {
    if (index <= 1) return setStep(index);
    void (capacityCheck.current ?? Promise.resolve()).then(() => {
      if (capacityNow.current) return setStep(index);
      validateStep(1);
      setStep(1);
    });
  };

  /**
   * Continue of the step `from`. A step's panel stays on the page while it folds away: its
   * Continue pressed then (a quick second click) belongs to a step no longer open and does nothing,
   * rather than checking, or skipping, the step now open.
   */
  const onContinue = (from: number) => {
    if (from !== step) return;
    const checking = step === 1 ? capacityCheck.current : null;
    if (!checking) {
      if (validateStep(step)) goTo(step + 1);
      return;
    }
    // The division's check is under way: its answer decides (a full division says so itself).
    void checking.then(() => {
      if (validateStep(1)) goTo(2);
    });
  };

  const onCopy = (team: TPreviousTeam) => {
    const next = copyPreviousTeam(getValues(), team, limits.min);
    setValue('team.teamname', next.team.teamname);
    setValue('team.prevteamname', next.team.prevteamname);
    setValue('team.teamprevious', next.team.teamprevious);
    replace(next.players);
    goTo(1);
  };

  const onCheckPlayer = async (index: number) => {
    const rows = getValues('players');
    const row = rows[index];
    if (!row) return;
    clearErrors(`players.${index}`);
    if (!canCheck({ ...row, mid: row.check.mid })) {
      const errors = playerRowErrors(rows, index);
      for (const [field, message] of Object.entries(errors))
        if (field !== 'check')
          setError(`players.${index}.${field}` as Path<NominationValues>, { type: 'validation', message });
      return;
    }
    if (isDuplicateName(rows, index)) {
      setValue(`players.${index}.check`, {
        ...row.check,
        status: NOMINATION_MSG.playerAlreadyAdded,
        click: true,
        confirm: false,
      });
      return;
    }
    setBusyIndex(index);
    const result = await checkNominationPlayer(getValues('team.division'), {
      firstname: row.firstname,
      lastname: row.lastname,
      gender: row.gender,
      dob: row.dob,
      email: row.email,
    });
    setBusyIndex(null);
    setValue(`players.${index}.check`, rowAfterCheck(row.check, result));
  };

  const body = (cardData: PaymentRequest['cardData'], idempotencyKey: string): PayTeamNominationBody => {
    const v = getValues();
    return {
      manager: v.manager,
      coach: v.coach.showCoach ? v.coach : { showCoach: false },
      team: {
        ...v.team,
        teamprevious: v.team.teamprevious || null,
        preferreddivision: v.team.preferreddivision || null,
      },
      note: v.note,
      teamCopy: Boolean(v.team.teamprevious),
      players: playerPayload(v.players),
      donationCart: page.sk_tm ? [] : donationCart(donation),
      teamnominationCart: cart.map((l) => ({ p_name: l.p_name, p_price: l.p_price })),
      cardData,
      idempotencyKey,
    };
  };

  /** What each error key does; answers the error CardPayment should show. */
  const onPayFailure = (err: unknown): unknown => {
    if (err instanceof ApiError && err.error === 'error_division') {
      // The division filled up meanwhile: its choices start again on step 2, under its message,
      // with its waitlist offered.
      const lost = capacityNow.current?.division ?? null;
      divisionLost(err.message);
      setFullDivision(lost);
      void queryClient.invalidateQueries({ queryKey: ['nomination', 'divisions'] });
      return new ApiError(err.status, 'error_response', err.message, err.errors);
    }
    if (err instanceof ApiError && err.error === 'error_response' && err.status === 422)
      // Entries closed meanwhile (the season's closing date passed): the page says so once asked again.
      void queryClient.invalidateQueries({ queryKey: ['nomination', 'page'] });
    if (err instanceof ApiError && err.error === 'error_validation') {
      setStepsAlert(true);
      const steps = new Set<number>();
      for (const [key, messages] of Object.entries(err.errors)) {
        steps.add(stepOfField(key));
        const field = formFieldOf(key);
        const rowMatch = /^players\.(\d+)$/.exec(field);
        showErrorsOnce(rowMatch ? `players.${rowMatch[1]}.check` : field, messages.join(' '));
      }
      setStepsWithErrors(steps);
    }
    setPayError(paymentErrorText(err, { invalidText: NOMINATION_MSG.validation }));
    return err;
  };

  const showErrorsOnce = (key: string, message: string) => {
    const row = /^players\.(\d+)\.check$/.exec(key);
    if (row) {
      const index = Number(row[1]);
      const current = getValues(`players.${index}.check`);
      if (current)
        setValue(`players.${index}.check`, { ...current, status: message, click: true, confirm: false });
    } else if (key === 'players') setCountError(message);
    else setError(key as Path<NominationValues>, { type: 'server', message });
  };

  const finish = (outcome: TNominationOutcome) => {
    for (const key of ['teams', 'orders', 'profile', 'nomination'])
      void queryClient.invalidateQueries({ queryKey: [key] });
    if (outcome.sk_tm)
      overlay.show(
        { text: NOMINATION_MSG.teamEntrySuccess, severity: 'success' },
        NOMINATION_OVERLAY_MS,
        () => void navigate(`/member/teams/team/${outcome.t_id}`),
      );
    else
      overlay.show(
        { text: NOMINATION_MSG.paymentSuccess, severity: 'success' },
        NOMINATION_OVERLAY_MS,
        () => void navigate(`/member/orders/order/${outcome.o_id}`),
      );
  };

  // Card path: CardPayment runs the payment (and any 3-D Secure step); this sends the nomination.
  const payByCard = async ({ cardData, idempotencyKey }: PaymentRequest): Promise<TPaymentOutcome> => {
    setPayError(null);
    if (!validateAll()) throw new ApiError(422, 'error_validation', NOMINATION_MSG.validation);
    try {
      const outcome = await payNomination.mutateAsync(body(cardData, idempotencyKey));
      outcomeRef.current = outcome;
      return {
        o_id: outcome.o_id ?? 0,
        o_paid: outcome.o_paid,
        status: outcome.status,
        client_secret: outcome.client_secret,
        message: outcome.message,
        test_mode: outcome.test_mode,
      };
    } catch (err) {
      throw onPayFailure(err);
    }
  };

  // No payment (sk_tm, or nothing to pay): the entry is sent without card details.
  const completeWithoutPayment = async () => {
    setPayError(null);
    if (!validateAll()) return setPayError(NOMINATION_MSG.validation);
    setCompleting(true);
    try {
      const outcome = await payNomination.mutateAsync(
        body(null, keyFor(JSON.stringify(['nomination', getValues('team'), totalCents]))),
      );
      renew();
      finish(outcome);
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) renew();
      onPayFailure(err);
      setCompleting(false);
    }
  };

  /**
   * The manager takes the full division's waitlist: the division stands chosen again, with
   * nothing to pay (no place is held, so nothing is charged), and the steps go on as usual.
   */
  const chooseWaitlist = () => {
    if (!fullDivision) return;
    const division = { ...fullDivision, text: withoutSoldOut(fullDivision.text) };
    setValue('team.division', String(division.value));
    capacityCheck.current = null;
    setCapacity({ division, teamnominationCart: [], places_left: 0 });
    setJoining(true);
    clearErrors('team.division');
    replace(fitPlayers(getValues('players'), limitsOf(division).min));
    if (Object.keys(teamErrors(getValues('team'), division.waitlist)).length === 0)
      setStepsWithErrors((s) => {
        const next = new Set(s);
        next.delete(1);
        return next;
      });
  };

  // Waitlist path: the entry is sent without card details; the answer says the team's position.
  const completeWaitlist = async () => {
    setPayError(null);
    if (!validateAll()) return setPayError(NOMINATION_MSG.validation);
    setCompleting(true);
    try {
      const outcome = await joinWaitlist.mutateAsync(
        body(null, keyFor(JSON.stringify(['waitlist', getValues('team')]))),
      );
      renew();
      for (const key of ['teams', 'nomination']) void queryClient.invalidateQueries({ queryKey: [key] });
      setWaitlisted(outcome);
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) renew();
      // A place came up meanwhile: the division is checked again and entered with its payment.
      if (err instanceof ApiError && err.message === WAITLIST_MSG.hasPlaces) {
        const divisionId = getValues('team.division');
        setFullDivision(null);
        setJoining(false);
        setCapacity(null);
        capacityCheck.current = runCapacityCheck(divisionId);
      }
      onPayFailure(err);
      setCompleting(false);
    }
  };

  const onPaid = (paid: TPaymentOutcome) => {
    const outcome = outcomeRef.current;
    if (outcome) finish({ ...outcome, o_id: paid.o_id, o_paid: paid.o_paid });
  };

  return {
    page,
    control,
    setValue,
    values,
    players: {
      keys: fields.map((f) => f.id),
      add: () => append(emptyPlayer()),
      remove,
      countError,
      busyIndex,
    },
    steps: {
      step,
      setStep: openStep,
      maxStep,
      editable: maxStep >= EDITABLE_FROM,
      stepsWithErrors,
      stepsAlert,
      setStepsAlert,
    },
    choices: {
      grades: grades.data,
      groups: groups.data,
      divisions: divisions.data,
      preferred: preferred.data,
    },
    chosen,
    waitlist,
    limits,
    cart,
    money: { subtotalCents, taxCents, totalCents, donation, setDonation },
    payment: { payError, setPayError, completing, payByCard, completeWithoutPayment, onPaid },
    overlayMessage: overlay.message,
    waitlistJoin: {
      full: fullDivision,
      joining,
      choose: chooseWaitlist,
      complete: completeWaitlist,
      outcome: waitlisted,
    },
    onContinue,
    onCopy,
    onCheckPlayer,
  };
}

export type NominationWizardState = ReturnType<typeof useNominationWizard>;
