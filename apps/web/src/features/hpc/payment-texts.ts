// The HPC payment error texts: error_auth, error_paid and
// error_response as given; error_validation 'Plan Data Invalid' ('Subscription Data
// Invalid'); error_payment as given; anything else 'Plan Invalid' ('Subscription Invalid').
import { HPC_MSG } from '@courtside/contracts';
import type { PaymentErrorTexts } from '../../domains/payment/payment-errors';

export const PLAN_ERROR_TEXTS: PaymentErrorTexts = {
  invalidText: HPC_MSG.planDataInvalid,
  allowPaid: true,
  allowAuth: true,
  otherText: HPC_MSG.planInvalid,
};
export const SUBSCRIPTION_ERROR_TEXTS: PaymentErrorTexts = {
  invalidText: HPC_MSG.subscriptionDataInvalid,
  allowPaid: true,
  allowAuth: true,
  otherText: HPC_MSG.subscriptionInvalid,
};
