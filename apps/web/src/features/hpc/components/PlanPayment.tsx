// Plan payment: 1 Plan Summary, 2 Terms & Conditions, 3 Make Online
// Payment. Success shows 'Your subscription has been successfully activated.' and
// 1.5 s later goes to the classes.
import {
  formatDollars,
  HPC_MSG,
  HPC_ONE_OFF_TERMS,
  HPC_REDIRECT_MS,
  HPC_TERMS,
  toCents,
  ZPlanPaymentRequest,
  type TPlan,
} from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { DetailList } from '../../../components/DetailList';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { Loading } from '../../../components/Loading';
import { TermsLink } from '../../../components/TermsLink';
import { AmountList, CardPayment } from '../../../domains/payment';
import { ApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/form';
import { usePlan } from '../api/get-plans';
import { usePayPlan } from '../api/pay-plan';
import { HPC_PATHS } from '../paths';
import { PLAN_ERROR_TEXTS } from '../payment-texts';
import { paymentPromise, planDetails } from '../plan-view';
import { SuccessDialog } from './SuccessDialog';

const STEPS = ['Plan Summary', 'Terms & Conditions', 'Make Online Payment'] as const;
const FORM_ERRORS = 'Please check the form above for errors.';
const ZTermsForm = z.object({ agreed: ZPlanPaymentRequest.shape.agreed });
type TermsValues = { agreed: boolean };

function TermsStep({
  oneOff,
  onAgreed,
  onBack,
}: {
  /** A one-off plan's terms speak of its one payment, never of renewal or a minimum term. */
  oneOff: boolean;
  onAgreed: () => void;
  onBack: () => void;
}) {
  const { control, handleSubmit } = useForm<TermsValues>({
    defaultValues: { agreed: false },
    resolver: schemaResolver(() => ZTermsForm),
  });
  const [invalid, setInvalid] = useState(false);
  const submit = handleSubmit(
    () => {
      setInvalid(false);
      onAgreed();
    },
    () => setInvalid(true),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="hpc-terms-title">
      <Typography id="hpc-terms-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        HPC Terms &amp; Conditions
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
        {(oneOff ? HPC_ONE_OFF_TERMS : HPC_TERMS).map((term) => (
          <Typography component="li" key={term} sx={{ mb: 0.5 }}>
            {term}
          </Typography>
        ))}
      </Box>
      <TermsLink />
      <FormCheckbox control={control} name="agreed" label="I have read and agree to the Terms & Conditions" />
      {invalid && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {FORM_ERRORS}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button type="button" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" variant="contained">
          Continue
        </Button>
      </Stack>
    </Box>
  );
}

function Wizard({ plan }: { plan: TPlan }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pay = usePayPlan(plan.plan_id);
  const [step, setStep] = useState(0);
  const [success, setSuccess] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const toClasses = () => {
    clearTimeout(timer.current);
    void navigate(HPC_PATHS.classes);
  };

  const priceCents = toCents(plan.plan_price);
  return (
    <>
      <SuccessDialog text={success} onClose={toClasses} />
      <Stepper activeStep={step} orientation="vertical" sx={{ mt: 2 }}>
        <Step>
          <StepLabel>{STEPS[0]}</StepLabel>
          <StepContent>
            <DetailList items={[['Plan', plan.plan_name], ...planDetails(plan)]} />
            <AmountList
              rows={[
                { term: 'Subtotal', value: formatDollars(priceCents) },
                { term: 'GST (included)', value: formatDollars(toCents(plan.plan_tax)) },
                { term: 'Total', value: formatDollars(priceCents), strong: true },
              ]}
            />
            <Button variant="contained" sx={{ mt: 2 }} onClick={() => setStep(1)}>
              Continue
            </Button>
          </StepContent>
        </Step>
        <Step>
          <StepLabel>{STEPS[1]}</StepLabel>
          <StepContent>
            <TermsStep
              oneOff={!plan.plan_auto_renewal}
              onAgreed={() => setStep(2)}
              onBack={() => setStep(0)}
            />
          </StepContent>
        </Step>
        <Step>
          <StepLabel>{STEPS[2]}</StepLabel>
          <StepContent>
            <Typography sx={{ mb: 1 }}>{paymentPromise(plan, formatDollars(priceCents))}</Typography>
            <CardPayment
              totalCents={priceCents}
              attempt={JSON.stringify(['hpc_plan', plan.plan_id, priceCents])}
              submitLabel="Save Credit Card"
              errorSeverity="warning"
              errorTexts={PLAN_ERROR_TEXTS}
              pay={({ cardData, idempotencyKey }) =>
                pay.mutateAsync({
                  cardData,
                  agreed: true,
                  planCart: { name: `Plan #${plan.plan_id}`, p_price: plan.plan_price },
                  idempotencyKey,
                })
              }
              onPaid={() => {
                for (const key of [['hpc'], ['orders']])
                  void queryClient.invalidateQueries({ queryKey: key });
                setSuccess(HPC_MSG.subscriptionActivated);
                timer.current = setTimeout(toClasses, HPC_REDIRECT_MS.afterPlanSuccess);
              }}
            />
            <Button sx={{ mt: 2 }} onClick={() => setStep(1)}>
              Back
            </Button>
          </StepContent>
        </Step>
      </Stepper>
    </>
  );
}

export function PlanPayment({ planId }: { planId: number }) {
  const { data, isPending, isError, error } = usePlan(planId);
  const valid = Number.isInteger(planId) && planId > 0;
  if (!valid || (isError && error instanceof ApiError && error.status === 404))
    return <Typography sx={{ my: 3 }}>{HPC_MSG.noPlanData}</Typography>;
  if (isPending) return <Loading text="Loading Data..." />;
  if (isError) return <Alert severity="error">{error.message}</Alert>;
  return <Wizard key={data.plan_id} plan={data} />;
}
