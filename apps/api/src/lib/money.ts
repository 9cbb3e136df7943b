// Money rules of the whole product. The pure functions live in @courtside/contracts
// so the web app shows exactly the totals the server charges; this module is the
// server's one import point for them (see the contracts file for the rounding rules).
export {
  DISCOUNT_METHODS,
  formatDollars,
  grandTotalCents,
  mulDivHalfUp,
  orderTaxCents,
  plainDollars,
  taxIncludedCents,
  toCents,
  toDollars,
  voucherDiscountCents,
  voucherFromCart,
  type TDiscountMethod,
} from '@courtside/contracts';
