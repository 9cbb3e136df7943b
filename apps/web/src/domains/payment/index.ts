// The payment pieces every paying screen shares. Typical step 3 of a paying screen:
//   <DonationToggle value={donation} onChange={setDonation} />
//   <PaymentSummary lines={lines} totals={totals} />
//   <CardPayment totalCents={totals.totalCents} attempt={...} pay={...} errorTexts={{ invalidText: '... Data Invalid' }} onPaid={...} />
// with <VoucherForm> in the step before, and usePaidThenNavigate + <ResultOverlay> for the success message.
// Screens with a voucher step use <VoucherStep> and <PayStep>, which hold exactly that.
export { CardPayment, type CardPaymentProps, type PaymentRequest } from './CardPayment';
export { DonationToggle, donationCart, donationCents } from './DonationToggle';
export { PaymentSummary, paymentTotals, type PaymentTotals, type SummaryLine } from './PaymentSummary';
export { ResultOverlay, usePaidThenNavigate, useTimedOverlay, type OverlayMessage } from './ResultOverlay';
export { TestModeNotice } from './SandboxCardForm';
export { VoucherForm, type VoucherFormProps } from './VoucherForm';
export { PayStep, VoucherStep, type PayStepProps } from './PaymentSteps';
export { couponCart, isPartialUse, voucherDiscount, type AppliedVoucher } from './voucher';
export { BookingTable } from './BookingTable';
export { AmountList, type AmountRow } from './AmountList';
