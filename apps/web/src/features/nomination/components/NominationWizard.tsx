// Team Nomination: eight vertical steps, the division cascade with its capacity check,
// player rows checked one by one, and the entry paid through the gateway (or not at all
// with sk_tm). The state and actions live in useNominationWizard; each step renders itself.
import { NOMINATION_MSG, type TNominationPage } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { ResultOverlay } from '../../../domains/payment';
import { useNominationPage } from '../api/get-nomination-page';
import { OPTIONAL_STEPS, STEPS } from '../nomination-form';
import { useNominationWizard, type NominationWizardState } from '../use-nomination-wizard';
import { CoachStep } from './CoachStep';
import { ManagerStep } from './ManagerStep';
import { NoteStep } from './NoteStep';
import { PaymentStep } from './PaymentStep';
import { PlayersStep } from './PlayersStep';
import { PreviousTeams } from './PreviousTeams';
import { ReviewStep } from './ReviewStep';
import { StepFooter } from './StepFooter';
import { TeamStep } from './TeamStep';
import { WaitlistChoice, WaitlistConfirmation } from './WaitlistChoice';

/** The panel of each step, in STEPS order; all but the last end with Back and Continue. */
function panels(wizard: NominationWizardState): ReactNode[] {
  const { control, values, players, choices, waitlist, limits } = wizard;
  const withFooter = (index: number, panel: ReactNode) => (
    <>
      {panel}
      <StepFooter wizard={wizard} index={index} />
    </>
  );
  return [
    withFooter(0, <PreviousTeams copiedId={values.team.teamprevious} onCopy={wizard.onCopy} />),
    withFooter(
      1,
      <>
        <TeamStep
          control={control}
          showPrevName={!values.team.teamprevious}
          grades={choices.grades}
          groups={choices.groups}
          divisions={choices.divisions}
          preferred={choices.preferred}
          waitlist={waitlist}
        />
        <WaitlistChoice wizard={wizard} />
      </>,
    ),
    withFooter(2, <ManagerStep wizard={wizard} />),
    withFooter(3, <CoachStep wizard={wizard} />),
    withFooter(
      4,
      <PlayersStep
        division={values.team.division}
        rows={values.players}
        keys={players.keys}
        control={control}
        limits={limits}
        countError={players.countError}
        busyIndex={players.busyIndex}
        onCheck={(i) => void wizard.onCheckPlayer(i)}
        onRemove={(i) => players.remove(i)}
        onAdd={players.add}
      />,
    ),
    withFooter(5, <NoteStep wizard={wizard} />),
    withFooter(6, <ReviewStep wizard={wizard} />),
    <PaymentStep wizard={wizard} />,
  ];
}

function Wizard({ page }: { page: TNominationPage }) {
  const wizard = useNominationWizard(page);
  const { steps, payment } = wizard;
  const stepPanels = panels(wizard);
  if (wizard.waitlistJoin.outcome) return <WaitlistConfirmation wizard={wizard} />;
  return (
    <>
      <ResultOverlay message={wizard.overlayMessage} />
      <Typography sx={{ mb: 1 }}>
        Enter your team into the next competition. Please make sure your players meet the age specifications
        of the division and can play on its scheduled days and times.
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Team entries are first to checkout: a division may fill up before your payment goes through.
      </Typography>
      <Stepper activeStep={steps.step} orientation="vertical" nonLinear>
        {STEPS.map((label, index) => {
          const hasError = steps.stepsWithErrors.has(index) || (index === 7 && Boolean(payment.payError));
          const canOpen = steps.editable && index <= steps.maxStep && index !== steps.step;
          return (
            <Step key={label} completed={index < steps.step}>
              {/* A plain button inside the label keeps the stepper a list (MUI's StepButton turns it into tabs, which the open panels break). */}
              <StepLabel
                error={hasError}
                optional={
                  index === 7 && payment.payError ? (
                    <Typography variant="caption" color="error">
                      {payment.payError}
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
                    onClick={() => steps.setStep(index)}
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
                  {stepPanels[index]}
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
