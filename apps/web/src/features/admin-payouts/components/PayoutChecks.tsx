// What to look at in a payout as warning chips ('2 unmatched', 'Difference $1.50'): words and an
// icon, never colour alone. A payout that reconciles shows `none`.
import type { TPayoutSummary } from '@courtside/contracts/admin';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { payoutChecks } from '../payouts-form';

export function WarningChip({ label }: { label: string }) {
  return <Chip size="small" color="warning" icon={<WarningAmber />} label={label} />;
}

export function PayoutChecks({ payout, none }: { payout: TPayoutSummary; none: string }) {
  const checks = payoutChecks(payout);
  if (checks.length === 0) return none;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {checks.map((check) => (
        <WarningChip key={check} label={check} />
      ))}
    </Box>
  );
}
