// Step 8: Make Online Payment. A donation, the total, then the card form; with sk_tm or
// nothing to pay, a button that sends the entry without payment.
import { MSG, NOMINATION_MSG, formatDollars } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CardPayment, DonationToggle } from '../../../domains/payment';
import type { NominationWizardState } from '../use-nomination-wizard';
import { WaitlistJoinStep } from './WaitlistChoice';

export function PaymentStep({ wizard }: { wizard: NominationWizardState }) {
  const { page, values, steps, money, payment, chosen } = wizard;
  // Without the division's answer there is no price: never show a total of $0 that is not one.
  if (!chosen)
    return (
      <Alert severity="warning" sx={{ my: 2 }}>
        {NOMINATION_MSG.divisionNeeded}
      </Alert>
    );
  // Joining a full division's waitlist: nothing to pay.
  if (wizard.waitlistJoin.joining) return <WaitlistJoinStep wizard={wizard} />;
  return (
    <>
      {steps.stepsAlert && (
        <Alert severity="error" onClose={() => steps.setStepsAlert(false)} sx={{ my: 2 }}>
          {MSG.allStepsErrors}
        </Alert>
      )}
      {!page.sk_tm && <DonationToggle value={money.donation} onChange={money.setDonation} />}
      <Typography sx={{ my: 1 }}>
        Total: <strong>{formatDollars(money.totalCents)}</strong>
      </Typography>
      {money.totalCents > 0 && !page.sk_tm ? (
        <CardPayment
          totalCents={money.totalCents}
          attempt={JSON.stringify([
            'nomination',
            values.team.division,
            values.team.teamname,
            values.players.length,
            money.donation?.product_id ?? null,
            money.totalCents,
          ])}
          errorTexts={{ invalidText: NOMINATION_MSG.validation }}
          submitLabel={`Pay Team Nomination ${formatDollars(money.totalCents)}`}
          pay={payment.payByCard}
          onPaid={payment.onPaid}
        />
      ) : (
        <>
          <Alert severity="info" sx={{ my: 2 }}>
            {NOMINATION_MSG.noPaymentRequired}
          </Alert>
          {payment.payError && (
            <Alert severity="error" role="alert" onClose={() => payment.setPayError(null)} sx={{ my: 2 }}>
              {payment.payError}
            </Alert>
          )}
          <Button
            variant="contained"
            disabled={payment.completing}
            onClick={() => void payment.completeWithoutPayment()}
          >
            Complete Team Nomination {formatDollars(money.totalCents)}
          </Button>
        </>
      )}
      <Box sx={{ mt: 2 }}>
        <Button onClick={() => steps.setStep(6)}>Back</Button>
      </Box>
    </>
  );
}
