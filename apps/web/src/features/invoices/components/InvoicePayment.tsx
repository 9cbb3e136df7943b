// Invoice payment: 1 'How much would you like to pay?',
// 2 voucher, 3 Make Online Payment.
import { formatDollars, PAY_MSG, toCents, type TDonationProduct, type TInvoice } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BackLink } from '../../../components/BackLink';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
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
import { useSettings } from '../../../lib/settings';
import { useInvoice } from '../api/get-invoice';
import { usePayInvoice } from '../api/pay-invoice';
import { canContinue, readAmount, type AmountInput } from '../amount';
import { invoicePath, orderPath } from '../paths';

const STEPS = ['How much would you like to pay?', 'Voucher', 'Make Online Payment'] as const;

/** The owing as the field's first value, e.g. "120.50". */
const owingText = (owingCents: number) => (owingCents / 100).toFixed(2);

function Payment({ invoice, paid }: { invoice: TInvoice; paid: (message: string, to: string) => void }) {
  const queryClient = useQueryClient();
  const pay = usePayInvoice(invoice.inv_id);
  const taxRate = useSettings().data?.tax_rate ?? 0;
  const owingCents = toCents(invoice.inv_owing);
  const [step, setStep] = useState(0);
  const [amount, setAmount] = useState<AmountInput>(() => readAmount(owingText(owingCents), owingCents));
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(null);
  const [donation, setDonation] = useState<TDonationProduct | null>(null);

  const lines = [{ name: `Invoice #${invoice.inv_id} payment`, cents: amount.cents }];
  const totals = paymentTotals(
    lines,
    taxRate,
    voucherDiscount(amount.cents, voucher),
    donationCents(donation),
  );

  return (
    <>
      <Typography sx={{ mb: 1 }}>
        Amount owing: <strong>{formatDollars(owingCents)}</strong>
      </Typography>
      <Stepper activeStep={step} orientation="vertical">
        <Step>
          <StepLabel>{STEPS[0]}</StepLabel>
          <StepContent>
            <FormControl
              margin="normal"
              error={Boolean(amount.error)}
              disabled={voucher !== null}
              sx={{ maxWidth: 280 }}
            >
              <InputLabel htmlFor="invoice-amount">Amount to pay</InputLabel>
              <OutlinedInput
                id="invoice-amount"
                label="Amount to pay"
                value={amount.text}
                onChange={(e) => setAmount(readAmount(e.target.value, owingCents))}
                startAdornment={<InputAdornment position="start">$</InputAdornment>}
                inputProps={{ inputMode: 'decimal', 'aria-describedby': 'invoice-amount-helper' }}
              />
              <FormHelperText id="invoice-amount-helper" role={amount.error ? 'alert' : undefined}>
                {amount.error ??
                  (voucher
                    ? 'Remove the voucher to change the amount.'
                    : `From $1.00 up to ${formatDollars(owingCents)}`)}
              </FormHelperText>
            </FormControl>
            <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
              <Button variant="contained" disabled={!canContinue(amount)} onClick={() => setStep(1)}>
                Continue
              </Button>
            </Stack>
          </StepContent>
        </Step>
        <Step>
          <StepLabel>{STEPS[1]}</StepLabel>
          <StepContent>
            <VoucherStep
              totalCents={amount.cents}
              kinds={{ akv: true, client: true }}
              applied={voucher}
              onChange={setVoucher}
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
                'invoice',
                invoice.inv_id,
                amount.cents,
                voucher?.voucherNumber ?? null,
                donation?.product_id ?? null,
              ])}
              errorTexts={{ invalidText: PAY_MSG.invoiceInvalid, allowPaid: true, allowAuth: true }}
              pay={({ cardData, idempotencyKey }) =>
                pay.mutateAsync({
                  cardData,
                  couponCart: couponCart(voucher),
                  donationCart: donationCart(donation),
                  team: invoice.inv_team_id,
                  invoice: invoice.inv_id,
                  invoiceCart: [{ p_name: `Invoice #${invoice.inv_id}`, p_price: amount.cents / 100 }],
                  idempotencyKey,
                })
              }
              onPaid={async (outcome) => {
                // The invoice list is reloaded first, then the receipt (or the invoice again).
                await queryClient.invalidateQueries({ queryKey: ['invoices'], refetchType: 'all' });
                void queryClient.invalidateQueries({ queryKey: ['orders'] });
                paid(
                  PAY_MSG.paymentSuccess,
                  outcome.o_paid ? orderPath(outcome.o_id) : invoicePath(invoice.inv_id),
                );
              }}
              onBack={() => setStep(1)}
            />
          </StepContent>
        </Step>
      </Stepper>
    </>
  );
}

export function InvoicePayment({ invoiceId }: { invoiceId: string }) {
  const { data: invoice, isPending, isError, error } = useInvoice(invoiceId);
  // Kept here: once paid in full the invoice reloads as paid and the steps go, but the message and the move on stay.
  const { message, paid } = usePaidThenNavigate();
  const back = <BackLink to={invoicePath(invoiceId)}>Back to invoice</BackLink>;
  if (isPending) return <Loading text="Loading Data..." />;
  return (
    <>
      <ResultOverlay message={message} />
      {back}
      <PageTitle>{isError ? 'Invoice Payment' : `Pay Invoice #${invoice.inv_id}`}</PageTitle>
      {isError ? (
        <Alert severity="error">{error.message}</Alert>
      ) : invoice.inv_paid === 'Yes' ? (
        <Alert severity="success">{PAY_MSG.invoicePaid}</Alert>
      ) : (
        <Payment invoice={invoice} paid={paid} />
      )}
    </>
  );
}
