// The face of payments: the only file other modules, app.ts, seed/ and outside tests import.
//
// Order: payments stands below every area that sells through it (store, hpc, booking, invoices,
// membership, nomination, teams, draw) and imports none of them. What an order's payment,
// failure and refund mean for an area, and what the console's order page shows of it, the area
// registers at start-up (onOrderPaid, onOrderFailed, onOrderRefunded, onOrderSettling, onReceipt,
// onOrderPage); the store registers the donation product and invoices the owing invoices.
export { default as paymentsRoutes, ecommercePaymentRoutes } from './payments.routes.js';
export { default as orderRoutes } from './orders.routes.js';
export { default as ordersAdminRoutes } from './orders-admin.routes.js';
export { default as reportsAdminRoutes } from './reports-admin.routes.js';
export { default as vouchersAdminRoutes } from './vouchers-admin.routes.js';
export { default as payoutsAdminRoutes } from './payouts-admin.routes.js';
export { moveMemberRows } from './payments-merge.service.js';
export { createGateway } from './gateway-factory.js';
export { GatewayUnavailableError } from './gateway.js';
export type { PaymentGateway, RecurringInterval, SavedCard } from './gateway.js';
export {
  abandonedPaymentsJob,
  expireAbandonedPayments,
  PENDING_PAYMENT_MINUTES,
} from './abandoned-payments.js';
export { makeSandboxPayouts, sandboxPayoutsJob } from './payouts.service.js';

// Taking a payment
export {
  cardInputOf,
  createPaidOrder,
  fingerprintOf,
  idempotencyKeyFor,
  payOnce,
} from './payments.service.js';
export type { PaymentOutcome } from './order-core.js';
export { donationFromCart, onDonationProduct } from './donation.service.js';
export { findUsableVoucher, voucherCart } from './voucher.service.js';
export type { UsableVoucher } from './voucher.service.js';
export { gatewayUnavailable, paymentError } from './payment-errors.js';
export { outcomeBody, voucherFieldErrors } from './payment-answers.js';
export { onStripeEvent } from './stripe-webhook.js';
export { orderIdOfGatewayRef } from './settle-order.service.js';

// What the selling areas register
export { onOrderFailed, onOrderPaid, onOrderRefunded, onOrderSettling, onReceipt } from './order-effects.js';
export type { GiveBack } from './order-effects.js';
export { onOrderPage } from './order-page-parts.js';
export { onOwingReport } from './reports-admin.service.js';
export type { InvoiceOwing } from './reports-admin.service.js';

// What the selling areas ask of their orders
export {
  hasPendingOrder,
  invoicePaymentRows,
  linesOfOrder,
  linkOrderToSubscription,
  linkOrderToTeam,
  receiptNumbers,
  releaseOrderTeam,
  settlingOnInvoice,
  subscriptionOfOrder,
  teamOfOrder,
} from './order-links.service.js';
export { bookingRow, toPaymentRow } from './payment-rows.js';
export type { BookingRowData, PaymentRowData } from './payment-rows.js';
export { recordOfflinePayment } from './offline-payments.service.js';
export { refundTeamPayments, teamMoney } from './team-refunds.service.js';
export { paidLinesOfProduct } from './product-sales.service.js';
export { listOrders } from './receipts.service.js';
export { orderPage } from './orders-admin.service.js';
export { refundOrder } from './refunds-admin.service.js';
