// The four-step registration wizard shared by the member, manager and netball screens
//. Each step is checked with its own contract schema before moving on.
import {
  MSG,
  type RegistrationOptions,
  type TSettings,
  type TRegistrationVariant,
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
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { startSession } from '../../../lib/auth';
import { clearCart } from '../../../domains/cart/cart';
import { isMinorDob } from '../../../lib/dates';
import { DELAY } from '../../../lib/delays';
import { applyServerErrors } from '../../../lib/form';
import { useRegister } from '../api/register';
import {
  SUCCESS_DESTINATION,
  emptyRegistration,
  registrationPayload,
  stepErrors,
  stepFields,
  type RegistrationField,
  type RegistrationValues,
} from '../registration-form';
import { forgetEntries, readSavedEntries, saveEntries } from '../saved-entries';
import { ResultOverlay } from './ResultOverlay';
import { AccountStep, ContactStep, PersonalStep, TermsStep } from './StepFields';

const TITLES = ['Account Details', 'Personal Details', 'Contact Details', "Privacy / TC's"];

function todayDmy(timeZone: string) {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
}

export function RegistrationWizard({
  variant,
  settings,
}: {
  variant: TRegistrationVariant;
  settings: TSettings;
}) {
  const options: RegistrationOptions = useMemo(
    () => ({
      variant,
      autoUsernames: settings.auto_usernames,
      minPasswordLength: settings.min_password_length,
      timeZone: settings.time_zone,
    }),
    [variant, settings],
  );
  const fields = useMemo(() => stepFields(options), [options]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const registerCall = useRegister();
  const [active, setActive] = useState(0);
  const [reachedLast, setReachedLast] = useState(false);
  // Steps left with Continue after passing their check: shown completed while they stay without errors.
  const [passed, setPassed] = useState<ReadonlySet<number>>(() => new Set());
  const [allStepsAlert, setAllStepsAlert] = useState(false);
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const [overlay, setOverlay] = useState<{ message: string; severity: 'success' | 'error' } | null>(null);

  // Validation is explicit, one step at a time, with that step's contract schema
  // (registrationStepSchema): Continue checks only the current step.
  const { control, getValues, setValue, setError, clearErrors, formState, watch, reset } =
    useForm<RegistrationValues>({
      defaultValues: emptyRegistration(variant, settings.general.default_state),
    });
  const checked = useRef(new Set<number>());
  const [countryBirth, disability, dob] = useWatch({ control, name: ['countrybirth', 'disability', 'dob'] });
  const minor = isMinorDob(dob, settings.time_zone);

  // A birth state only exists for Australia; a disability type only for 'yes'.
  useEffect(() => {
    if (countryBirth !== 'AU') setValue('statebirth', '');
  }, [countryBirth, setValue]);
  useEffect(() => {
    if (disability !== 'yes') setValue('disabilitytype', '');
  }, [disability, setValue]);

  const stepHasErrors = (i: number) => (fields[i] ?? []).some((f) => formState.errors[f]);
  const validateStep = useCallback(
    (i: number): boolean => {
      checked.current.add(i);
      const errors = stepErrors(options, i, getValues());
      clearErrors(fields[i]);
      for (const [field, message] of Object.entries(errors))
        setError(field as RegistrationField, { type: 'validation', message });
      return Object.keys(errors).length === 0;
    },
    [options, fields, getValues, clearErrors, setError],
  );
  // Once a step has been checked, its errors follow what is typed.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      const step = fields.findIndex((names) => names.includes(name as RegistrationField));
      if (step >= 0 && checked.current.has(step)) validateStep(step);
    });
    return () => subscription.unsubscribe();
  }, [watch, fields, validateStep]);

  // Entries made earlier in this visit come back (after the first render, which the server
  // rendered empty), and every change is kept until the account is made.
  useEffect(() => {
    const saved = readSavedEntries(variant);
    if (saved) {
      reset({ ...getValues(), ...saved.values }, { keepDefaultValues: true });
      goTo(Math.min(Math.max(saved.step, 0), 3));
    }
    // Once, when the wizard opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const activeRef = useRef(active);
  activeRef.current = active;
  useEffect(() => {
    const subscription = watch((values) => saveEntries(variant, values, activeRef.current));
    return () => subscription.unsubscribe();
  }, [watch, variant]);
  useEffect(() => {
    if (active > 0 || readSavedEntries(variant)) saveEntries(variant, getValues(), active);
  }, [active, variant, getValues]);

  const goTo = (i: number) => {
    setActive(i);
    if (i === 3) setReachedLast(true);
  };

  const onContinue = () => {
    if (!validateStep(active)) return;
    setPassed((steps) => new Set(steps).add(active));
    goTo(active + 1);
  };

  const onRegister = async (event: FormEvent) => {
    event.preventDefault();
    // Register checks steps 1 to 4 in order and opens the first one with errors.
    for (let i = 0; i < 4; i++) {
      if (!validateStep(i)) {
        setActive(i);
        setAllStepsAlert(true);
        return;
      }
    }
    const values = getValues();
    setAllStepsAlert(false);
    setServerMessages([]);
    try {
      const answer = await registerCall.mutateAsync(registrationPayload(options, values));
      forgetEntries(variant);
      setOverlay({ message: answer.message, severity: 'success' });
      startSession(queryClient);
      clearCart();
      setTimeout(
        () => void navigate(SUCCESS_DESTINATION[variant], { replace: true }),
        DELAY.afterRegistration,
      );
    } catch (err) {
      if (!(err instanceof ApiError)) {
        setServerMessages([String(err)]);
        return;
      }
      if (err.status === 409) {
        // The conflict overlay closes itself; the message stays listed under Errors.
        setOverlay({ message: err.message, severity: 'error' });
        setTimeout(() => setOverlay(null), DELAY.conflictOverlay);
      } else {
        setAllStepsAlert(true);
      }
      applyServerErrors(setError, err.errors, fields.flat());
      const listed = Object.values(err.errors).flat();
      setServerMessages(listed.length > 0 ? listed : [err.message]);
    }
  };

  const busy = registerCall.isPending || overlay?.severity === 'success';
  const stepBody = (i: number): ReactNode => {
    switch (i) {
      case 0:
        return <AccountStep control={control} options={options} />;
      case 1:
        return (
          <PersonalStep
            control={control}
            options={options}
            countryBirth={countryBirth}
            todayDmy={todayDmy(settings.time_zone)}
          />
        );
      case 2:
        return (
          <ContactStep control={control} options={options} disability={disability} setValue={setValue} />
        );
      default:
        return (
          <>
            {variant === 'manager' && <ReviewPanel control={control} fields={fields} onEdit={goTo} />}
            <TermsStep control={control} minor={minor} clientName={settings.client_name} />
            {serverMessages.length > 0 && (
              <Alert severity="error" sx={{ mt: 2 }}>
                <Typography component="p" sx={{ fontWeight: 600 }}>
                  Errors:
                </Typography>
                <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
                  {serverMessages.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              </Alert>
            )}
          </>
        );
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onRegister} aria-label="Registration">
      {overlay && (
        <ResultOverlay
          message={overlay.message}
          severity={overlay.severity}
          onClose={() => setOverlay(null)}
        />
      )}
      <Stepper activeStep={active} orientation="vertical" nonLinear={reachedLast}>
        {TITLES.map((title, i) => (
          <Step key={title} completed={passed.has(i) && !stepHasErrors(i)}>
            {/* Once step 4 has been reached, each header is a button to open its step.
                (A plain button in the label: MUI's StepButton turns the list into a tablist,
                which may not hold the step contents.) */}
            <StepLabel error={stepHasErrors(i)}>
              {reachedLast ? (
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => setActive(i)}
                  aria-current={i === active ? 'step' : undefined}
                >
                  {title}
                </Link>
              ) : (
                title
              )}
            </StepLabel>
            <StepContent transitionDuration={0}>
              {stepBody(i)}
              {stepHasErrors(i) && (
                <Typography role="alert" color="error" sx={{ mt: 1 }}>
                  {MSG.stepErrors}
                </Typography>
              )}
              {i === 3 && allStepsAlert && (
                <Alert severity="error" onClose={() => setAllStepsAlert(false)} sx={{ mt: 2 }}>
                  {MSG.allStepsErrors}
                </Alert>
              )}
              <Stack direction="row" spacing={2} sx={{ mt: 2, mb: 1 }}>
                {i > 0 && (
                  <Button type="button" variant="outlined" onClick={() => setActive(i - 1)} disabled={busy}>
                    Back
                  </Button>
                )}
                {i < 3 ? (
                  <Button type="button" variant="contained" onClick={onContinue}>
                    Continue
                  </Button>
                ) : (
                  <Button type="submit" variant="contained" disabled={busy}>
                    Register
                  </Button>
                )}
              </Stack>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {allStepsAlert && active !== 3 && (
        <Alert severity="error" onClose={() => setAllStepsAlert(false)} sx={{ mt: 2 }}>
          {MSG.allStepsErrors}
        </Alert>
      )}
    </Box>
  );
}

const REVIEW_LABELS: Partial<Record<RegistrationField, string>> = {
  username: 'Username',
  firstname: 'First name',
  prefname: 'Preferred name',
  lastname: 'Last name',
  dob: 'Date of birth',
  email: 'Email',
  mobile: 'Mobile',
  address: 'Address',
  suburb: 'Suburb',
  postcode: 'Postcode',
  state: 'State',
  ec_fullname: 'Emergency contact',
  ec_mobile: 'Emergency contact mobile',
};

/** The team-entry variant reviews the details before registering, with a way back to each step. */
function ReviewPanel({
  control,
  fields,
  onEdit,
}: {
  control: Control<RegistrationValues>;
  fields: RegistrationField[][];
  onEdit: (step: number) => void;
}) {
  const values = useWatch({ control });
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, my: 1 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Review your details
      </Typography>
      {[1, 2].map((step) => (
        <Box key={step} sx={{ mt: 1 }}>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            {(fields[step] ?? [])
              .filter((f) => REVIEW_LABELS[f])
              .map((f) => (
                <Box key={f} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {REVIEW_LABELS[f]}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {String(values[f] ?? '') || '-'}
                  </Typography>
                </Box>
              ))}
          </Box>
          <Button size="small" onClick={() => onEdit(step)} aria-label={`Edit ${TITLES[step]}`}>
            Edit
          </Button>
        </Box>
      ))}
    </Box>
  );
}
