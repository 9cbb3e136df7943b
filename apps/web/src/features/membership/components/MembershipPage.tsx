// Membership renewal: 1 Membership Review,
// 2 voucher entry, 3 Make Online Payment.
import {
  formatDollars,
  PAY_MSG,
  toCents,
  type TDonationProduct,
  type TMembershipData,
  type TSport,
} from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DetailList } from '../../../components/DetailList';
import { Loading } from '../../../components/Loading';
import {
  couponCart,
  donationCart,
  donationCents,
  paymentTotals,
  PayStep,
  ResultOverlay,
  usePaidThenNavigate,
  voucherDiscount,
  VoucherStep,
  type AppliedVoucher,
} from '../../../domains/payment';
import { membershipStatus } from '../../../lib/access';
import { useMembership } from '../api/get-membership';
import { usePayMembership } from '../api/pay-membership';
import { validateMembershipVoucher } from '../api/validate-voucher';

const STEPS = ['Membership Review', 'Voucher', 'Make Online Payment'] as const;

function SportSelect({ data, onChange }: { data: TMembershipData; onChange: (sport: TSport) => void }) {
  if (data.sports.length < 2) return null;
  return (
    <FormControl margin="normal" sx={{ minWidth: 220 }}>
      <InputLabel htmlFor="membership-sport" shrink>
        Sport
      </InputLabel>
      <NativeSelect
        id="membership-sport"
        value={data.sport}
        onChange={(e) => onChange(e.target.value as TSport)}
        input={<OutlinedInput label="Sport" notched />}
      >
        {data.sports.map((s) => (
          <option key={s.value} value={s.value}>
            {s.text}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

function Renewal({ data }: { data: TMembershipData }) {
  const queryClient = useQueryClient();
  const pay = usePayMembership(data.sport);
  const { message, paid } = usePaidThenNavigate();
  const [step, setStep] = useState(0);
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(null);
  const [donation, setDonation] = useState<TDonationProduct | null>(null);
  const [, setSearch] = useSearchParams();

  const product = data.membershipCart[0];
  const lines = product ? [{ name: product.p_name, cents: toCents(product.p_price) }] : [];
  const priceCents = lines[0]?.cents ?? 0;
  const totals = paymentTotals(
    lines,
    data.tax_rate,
    voucherDiscount(priceCents, voucher),
    donationCents(donation),
  );
  const canRenew = Boolean(product) && data.renewal_open && !data.non_pl;

  return (
    <>
      <ResultOverlay message={message} />
      <Stepper activeStep={step} orientation="vertical" sx={{ mt: 2 }}>
        <Step>
          <StepLabel>{STEPS[0]}</StepLabel>
          <StepContent>
            <SportSelect data={data} onChange={(sport) => setSearch({ sport }, { replace: true })} />
            <DetailList
              items={[
                ['Sport', data.selected.text],
                ['Status', membershipStatus(data.selected)],
                ['Current expiry', data.selected.expiry_date ?? 'Not registered yet'],
                product && ['Membership', product.p_name],
                product && ['Price', `${formatDollars(priceCents)} (GST included)`],
                product && ['Length', `${data.membership_months} months`],
              ]}
            />
            {data.non_pl && <Alert severity="info">{PAY_MSG.nonPl}</Alert>}
            {!product && <Alert severity="info">{PAY_MSG.membershipUnavailable}</Alert>}
            {product && !data.renewal_open && data.not_needed_until && (
              <Alert severity="info" role="status">
                {PAY_MSG.notYetRenewable(data.not_needed_until)}
              </Alert>
            )}
            <Button variant="contained" sx={{ mt: 2 }} disabled={!canRenew} onClick={() => setStep(1)}>
              Continue
            </Button>
          </StepContent>
        </Step>
        <Step>
          <StepLabel>{STEPS[1]}</StepLabel>
          <StepContent>
            <VoucherStep
              totalCents={priceCents}
              kinds={{ akv: data.akv_eligible, client: data.voucher_eligible }}
              applied={voucher}
              onChange={setVoucher}
              validate={validateMembershipVoucher}
              onBack={() => setStep(0)}
              onContinue={() => setStep(2)}
            />
          </StepContent>
        </Step>
        <Step>
          <StepLabel>{STEPS[2]}</StepLabel>
          <StepContent>
            <PayStep
              donation={donation}
              onDonationChange={setDonation}
              lines={lines}
              totals={totals}
              attempt={JSON.stringify([
                'membership',
                data.sport,
                voucher?.voucherNumber ?? null,
                donation?.product_id ?? null,
                totals.totalCents,
              ])}
              errorTexts={{ invalidText: PAY_MSG.membershipInvalid, allowAuth: true }}
              pay={({ cardData, idempotencyKey }) =>
                pay.mutateAsync({
                  cardData,
                  couponCart: couponCart(voucher),
                  donationCart: donationCart(donation),
                  membershipCart: product ? [{ p_name: product.p_name, p_price: product.p_price }] : [],
                  sport: data.sport,
                  idempotencyKey,
                })
              }
              onPaid={(outcome) => {
                void queryClient.invalidateQueries({ queryKey: ['orders'] });
                void queryClient.invalidateQueries({ queryKey: ['membership'] });
                paid(PAY_MSG.paymentSuccess, `/member/orders/order/${outcome.o_id}`);
              }}
              onBack={() => setStep(1)}
            />
          </StepContent>
        </Step>
      </Stepper>
    </>
  );
}

export function MembershipPage({ sport }: { sport: TSport }) {
  const { data, error, isPending, isError } = useMembership(sport);
  if (isPending) return <Loading text="Loading Data..." />;
  if (isError) return <Alert severity="error">{error.message}</Alert>;
  // A new sport starts a new renewal (steps, voucher and donation reset).
  return <Renewal key={data.sport} data={data} />;
}
