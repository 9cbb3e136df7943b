// The foot of a wizard step: the step's error line, Back, and Continue (or the step's own action).
import { MSG } from '@courtside/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { NominationWizardState } from '../use-nomination-wizard';

export function StepFooter({
  wizard,
  index,
  children,
}: {
  wizard: NominationWizardState;
  index: number;
  /** Replaces Continue. */
  children?: ReactNode;
}) {
  const { steps, players, onContinue } = wizard;
  return (
    <>
      {steps.stepsWithErrors.has(index) && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {MSG.stepErrors}
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        {index > 0 && <Button onClick={() => steps.setStep(index - 1)}>Back</Button>}
        {children ?? (
          <Button variant="contained" onClick={() => onContinue(index)} disabled={players.busyIndex !== null}>
            Continue
          </Button>
        )}
      </Stack>
    </>
  );
}
