// Team Nomination:
// eight vertical steps, the division cascade with its capacity check, player rows
// checked one by one, and the entry paid through the gateway (or not at all with sk_tm).
import {
  formatDollars,
  MSG,
  NOMINATION_MSG,
  taxIncludedCents,
  toCents,
  type TDivisionCapacity,
  type TDonationProduct,
  type TNominationOutcome,
  type TNominationPage,
  type TPaymentOutcome,
  type TPreviousTeam,
} from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormTextField } from '../../../components/form/FormTextField';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import {
  CardPayment,
  DonationToggle,
  donationCart,
  donationCents,
  ResultOverlay,
  type OverlayMessage,
  type PaymentRequest,
} from '../../../components/payment';
import { ApiError } from '../../../lib/api-client';
import { useProfile } from '../../../lib/auth';
import { useIdempotencyKey } from '../../../lib/payments/idempotency';
import { paymentErrorText } from '../../../lib/payments/payment-errors';
import { canCheck, isDuplicateName, rowAfterCheck } from '../../../lib/player-check';
import { useSettings } from '../../../lib/settings';
import { checkCapacity } from '../api/check-capacity';
import { checkNominationPlayer } from '../api/check-player';
import { useDivisionGroups } from '../api/get-division-groups';
import { useDivisions } from '../api/get-divisions';
import { useGrades } from '../api/get-grades';
import { useNominationPage } from '../api/get-nomination-page';
import { usePreferredDivisions } from '../api/get-preferred-divisions';
import { usePayTeamNomination, type PayTeamNominationBody } from '../api/pay-team-nomination';
import {
  coachErrors,
  copyPreviousTeam,
  EDITABLE_FROM,
  emptyPlayer,
  formFieldOf,
  initialValues,
  limitsOf,
  managerErrors,
  OPTIONAL_STEPS,
  padPlayers,
  playerPayload,
  playerRowErrors,
  playersErrors,
  STEPS,
  stepOfField,
  teamErrors,
  type NominationValues,
} from '../nomination-form';
import { PersonFields } from './PersonFields';
import { PlayersStep } from './PlayersStep';
import { PreviousTeams } from './PreviousTeams';
import { TeamStep } from './TeamStep';

/** The nomination overlay stays 1 second, the capacity error twice as long. */
export const NOMINATION_OVERLAY_MS = 1000;

const MANAGER_AGREEMENT =
  'I agree to manage this team under the association’s competition rules and by-laws, and that the details above are correct.';
const COACH_DECLARATION =
  'I declare that the Team Coach is not a person prohibited by the Child Protection (Prohibited Employment) Act 1998 from seeking, undertaking or remaining in child-related employment.';
const NOTE_HELP =
  'If a player who has played at the association shows as NOT FOUND, enter their first name, surname and date of birth here and our staff will add them to the roster.';

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

function Wizard({ page }: { page: TNominationPage }) {
  const { data: profile } = useProfile();
  const { data: settings } = useSettings();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const overlay = useOverlay();
  const payNomination = usePayTeamNomination();
  const { keyFor, renew } = useIdempotencyKey();

  const [step, setStep] = useState(0);
  const [maxStep, setMaxStep] = useState(0);
  const [stepsWithErrors, setStepsWithErrors] = useState<ReadonlySet<number>>(new Set());
  const [capacity, setCapacity] = useState<TDivisionCapacity | null>(null);
  const [countError, setCountError] = useState<string | null>(null);
  const [busyIndex, setBusyIndex] = useState<number | null>(null);
  const [donation, setDonation] = useState<TDonationProduct | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [stepsAlert, setStepsAlert] = useState(false);
  const [completing, setCompleting] = useState(false);
  const outcomeRef = useRef<TNominationOutcome | null>(null);

  const { control, getValues, setValue, setError, clearErrors, watch } = useForm<NominationValues>({
    defaultValues: initialValues(profile ?? undefined),
  });
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'players' });
  const values = watch();
  const { grade, divisiongroup, division, teamprevious } = values.team;

  const grades = useGrades();
  const groups = useDivisionGroups(grade);
  const divisions = useDivisions(divisiongroup);
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
  }, [setValue]);

  // Choosing a division checks its capacity; a full group answers 422.
  const runCapacityCheck = useCallback(
    async (divisionId: string) => {
      try {
        const answer = await checkCapacity(divisionId);
        if (getValues('team.division') !== divisionId) return;
        setCapacity(answer);
        replace(padPlayers(getValues('players'), limitsOf(answer.division).min));
      } catch (err) {
        if (getValues('team.division') !== divisionId) return;
        clearDivision();
        const full = err instanceof ApiError && err.status === 422;
        const text = full
          ? NOMINATION_MSG.divisionFull
          : err instanceof Error
            ? err.message
            : NOMINATION_MSG.divisionFull;
        overlay.show({ text, severity: 'error' }, full ? 2 * NOMINATION_OVERLAY_MS : NOMINATION_OVERLAY_MS);
      }
    },
    [getValues, replace, clearDivision, overlay],
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
        if (picked) void runCapacityCheck(picked);
      }
    });
    return () => sub.unsubscribe();
  }, [watch, setValue, clearDivision, runCapacityCheck]);

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
      if (getValues('team.division') && !capacity && !errors['team.division'])
        errors['team.division'] = MSG.required;
      return ['team', errors];
    },
    2: () => ['manager', managerErrors(getValues('manager'))],
    3: () => ['coach', coachErrors(getValues('coach'))],
    4: () => ['players', playersErrors(getValues('players'), limits)],
  };

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

  const onContinue = () => {
    if (!validateStep(step)) return;
    goTo(step + 1);
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
    let shown = err;
    if (err instanceof ApiError && err.error === 'error_division') {
      // The division filled up meanwhile: its choices start again, the server text shows.
      clearDivision();
      void queryClient.invalidateQueries({ queryKey: ['nomination', 'divisions'] });
      shown = new ApiError(err.status, 'error_response', err.message, err.errors);
    }
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
    setPayError(paymentErrorText(shown, { invalidText: NOMINATION_MSG.validation }));
    return shown;
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

  const editable = maxStep >= EDITABLE_FROM;
  const stepFooter = (index: number, extra?: ReactNode) => (
    <>
      {stepsWithErrors.has(index) && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {MSG.stepErrors}
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        {index > 0 && <Button onClick={() => setStep(index - 1)}>Back</Button>}
        {extra ?? (
          <Button variant="contained" onClick={onContinue} disabled={busyIndex !== null}>
            Continue
          </Button>
        )}
      </Stack>
    </>
  );

  const reviewRows: [string, string][] = [
    ['Nomination', cart[0]?.p_name ?? '-'],
    ['Price', formatDollars(subtotalCents)],
    ['Division', chosen?.text ?? '-'],
    ...(teamprevious ? ([['Previous Team', values.team.prevteamname]] as [string, string][]) : []),
    ['Team Name', values.team.teamname],
    ['Manager', `${values.manager.firstname} ${values.manager.lastname}`],
    ['Coach', values.coach.showCoach ? `${values.coach.firstname} ${values.coach.lastname}` : '-'],
    ['Players', values.players.map((p) => `${p.firstname} ${p.lastname}`).join(', ') || '-'],
    ['Subtotal', formatDollars(subtotalCents)],
    ['Tax (GST included)', formatDollars(taxCents)],
    ['Total', formatDollars(totalCents)],
  ];

  const panels: ReactNode[] = [
    // 1 Previous Team Selection
    <>
      <PreviousTeams copiedId={teamprevious} onCopy={onCopy} />
      {stepFooter(0)}
    </>,
    // 2 Team Name & Grade
    <>
      <TeamStep
        control={control}
        showPrevName={!teamprevious}
        grades={grades.data}
        groups={groups.data}
        divisions={divisions.data}
        preferred={preferred.data}
        waitlist={waitlist}
      />
      {stepFooter(1)}
    </>,
    // 3 Team Manager
    <>
      <PersonFields
        who="manager"
        control={control}
        setValue={setValue}
        agreement={MANAGER_AGREEMENT}
        timeZone={settings?.time_zone ?? 'Australia/Sydney'}
      />
      {stepFooter(2)}
    </>,
    // 4 Team Coach
    <>
      <FormCheckbox control={control} name="coach.showCoach" label="Add a team coach" />
      {values.coach.showCoach && (
        <PersonFields
          who="coach"
          control={control}
          setValue={setValue}
          agreement={COACH_DECLARATION}
          timeZone={settings?.time_zone ?? 'Australia/Sydney'}
        />
      )}
      {stepFooter(3)}
    </>,
    // 5 Players
    <>
      <PlayersStep
        rows={values.players}
        keys={fields.map((f) => f.id)}
        control={control}
        limits={limits}
        countError={countError}
        busyIndex={busyIndex}
        onCheck={(i) => void onCheckPlayer(i)}
        onRemove={(i) => remove(i)}
        onAdd={() => append(emptyPlayer())}
      />
      {stepFooter(4)}
    </>,
    // 6 Note
    <>
      <Typography variant="body2" id="note-help" sx={{ mb: 1 }}>
        {NOTE_HELP}
      </Typography>
      <FormTextField
        control={control}
        name="note"
        label="Note"
        multiline
        minRows={3}
        inputProps={{ maxLength: 2000 }}
      />
      {stepFooter(5)}
    </>,
    // 7 Team Nomination Review
    <>
      <Box
        component="table"
        aria-label="Team Nomination Review"
        sx={{
          borderCollapse: 'collapse',
          width: '100%',
          maxWidth: 640,
          '& th, & td': {
            textAlign: 'left',
            py: 0.75,
            pr: 2,
            borderBottom: 1,
            borderColor: 'divider',
            verticalAlign: 'top',
          },
        }}
      >
        <tbody>
          {reviewRows.map(([term, value]) => (
            <tr key={term}>
              <Box component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {term}
              </Box>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </Box>
      {stepFooter(6)}
    </>,
    // 8 Make Online Payment
    <>
      {stepsAlert && (
        <Alert severity="error" onClose={() => setStepsAlert(false)} sx={{ my: 2 }}>
          {MSG.allStepsErrors}
        </Alert>
      )}
      {!page.sk_tm && <DonationToggle value={donation} onChange={setDonation} />}
      <Typography sx={{ my: 1 }}>
        Total: <strong>{formatDollars(totalCents)}</strong>
      </Typography>
      {totalCents > 0 && !page.sk_tm ? (
        <CardPayment
          totalCents={totalCents}
          attempt={JSON.stringify([
            'nomination',
            values.team.division,
            values.team.teamname,
            values.players.length,
            donation?.product_id ?? null,
            totalCents,
          ])}
          errorTexts={{ invalidText: NOMINATION_MSG.validation }}
          submitLabel={`Pay Team Nomination ${formatDollars(totalCents)}`}
          pay={payByCard}
          onPaid={(paid) => {
            const outcome = outcomeRef.current;
            if (outcome) finish({ ...outcome, o_id: paid.o_id, o_paid: paid.o_paid });
          }}
        />
      ) : (
        <>
          <Alert severity="info" sx={{ my: 2 }}>
            {NOMINATION_MSG.noPaymentRequired}
          </Alert>
          {payError && (
            <Alert severity="error" role="alert" onClose={() => setPayError(null)} sx={{ my: 2 }}>
              {payError}
            </Alert>
          )}
          <Button variant="contained" disabled={completing} onClick={() => void completeWithoutPayment()}>
            Complete Team Nomination {formatDollars(totalCents)}
          </Button>
        </>
      )}
      <Box sx={{ mt: 2 }}>
        <Button onClick={() => setStep(6)}>Back</Button>
      </Box>
    </>,
  ];

  return (
    <>
      <ResultOverlay message={overlay.message} />
      <Typography sx={{ mb: 1 }}>
        Enter your team into the next competition. Please make sure your players meet the age specifications
        of the division and can play on its scheduled days and times.
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Team entries are first to checkout: a division may fill up before your payment goes through.
      </Typography>
      <Stepper activeStep={step} orientation="vertical" nonLinear>
        {STEPS.map((label, index) => {
          const hasError = stepsWithErrors.has(index) || (index === 7 && Boolean(payError));
          const canOpen = editable && index <= maxStep && index !== step;
          return (
            <Step key={label} completed={index < step}>
              {/* A plain button inside the label keeps the stepper a list (MUI's StepButton turns it into tabs, which the open panels break). */}
              <StepLabel
                error={hasError}
                optional={
                  index === 7 && payError ? (
                    <Typography variant="caption" color="error">
                      {payError}
                    </Typography>
                  ) : OPTIONAL_STEPS.has(index) ? (
                    <Typography variant="caption">Optional</Typography>
                  ) : undefined
                }
              >
                {canOpen ? (
                  <Link
                    component="button"
                    type="button"
                    underline="hover"
                    onClick={() => setStep(index)}
                    sx={{ font: 'inherit', textAlign: 'left' }}
                  >
                    {label}
                  </Link>
                ) : (
                  label
                )}
              </StepLabel>
              <StepContent>
                {/* Named by its step, so the panel (and its Continue) can be found while the last one folds away. */}
                <Box role="group" aria-label={label}>
                  {panels[index]}
                </Box>
              </StepContent>
            </Step>
          );
        })}
      </Stepper>
    </>
  );
}

export function NominationWizard() {
  const { data, isPending, isError, error } = useNominationPage();
  if (isPending) return <Loading text="Loading Data..." />;
  if (isError)
    return (
      <>
        <PageTitle>Team Nomination</PageTitle>
        <Alert severity="error">{error.message}</Alert>
      </>
    );
  if (!data.open)
    return (
      <>
        <PageTitle>Team Nomination</PageTitle>
        <Alert severity="info">{data.closed_message ?? NOMINATION_MSG.closed}</Alert>
      </>
    );
  return (
    <>
      <PageTitle>Team Nomination</PageTitle>
      <Wizard page={data} />
    </>
  );
}
