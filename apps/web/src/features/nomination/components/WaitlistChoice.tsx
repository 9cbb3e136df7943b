// A full division's waitlist in the wizard: in step 2 the choice to join it (in place of a dead
// end), in step 8 the entry sent without payment, and the confirmation with the team's position.
import { MSG, WAITLIST_MSG, withoutSoldOut } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { NominationWizardState } from '../use-nomination-wizard';

/** Step 2: the full division's waitlist, offered once the division is found full. */
export function WaitlistChoice({ wizard }: { wizard: NominationWizardState }) {
  const { full, joining, choose } = wizard.waitlistJoin;
  if (!full) return null;
  const division = withoutSoldOut(full.text);
  if (joining)
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        Your team will join the waitlist for {division}. {WAITLIST_MSG.noCharge}
      </Alert>
    );
  return (
    <Alert
      severity="warning"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={choose}>
          {WAITLIST_MSG.join(division)}
        </Button>
      }
    >
      {division} is full. You can choose another division, or join its waitlist: nothing is charged now.
    </Alert>
  );
}

/** Step 8 for a team joining the waitlist: no card, one button. */
export function WaitlistJoinStep({ wizard }: { wizard: NominationWizardState }) {
  const { steps, payment, waitlistJoin, chosen } = wizard;
  return (
    <>
      {steps.stepsAlert && (
        <Alert severity="error" onClose={() => steps.setStepsAlert(false)} sx={{ my: 2 }}>
          {MSG.allStepsErrors}
        </Alert>
      )}
      <Alert severity="info" sx={{ my: 2 }}>
        {WAITLIST_MSG.noCharge}
      </Alert>
      {payment.payError && (
        <Alert severity="error" role="alert" onClose={() => payment.setPayError(null)} sx={{ my: 2 }}>
          {payment.payError}
        </Alert>
      )}
      <Button variant="contained" disabled={payment.completing} onClick={() => void waitlistJoin.complete()}>
        {WAITLIST_MSG.join(chosen?.text ?? '')}
      </Button>
      <Box sx={{ mt: 2 }}>
        <Button onClick={() => steps.setStep(6)}>Back</Button>
      </Box>
    </>
  );
}

/** In place of the steps once the team is on the waitlist. */
export function WaitlistConfirmation({ wizard }: { wizard: NominationWizardState }) {
  const outcome = wizard.waitlistJoin.outcome;
  if (!outcome) return null;
  return (
    <Alert severity="success" sx={{ my: 2 }}>
      {outcome.message}{' '}
      <Link component={RouterLink} to={`/member/teams/team/${outcome.t_id}`}>
        View your team
      </Link>
    </Alert>
  );
}
