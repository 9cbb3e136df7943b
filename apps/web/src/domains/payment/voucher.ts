// The applied voucher as the payment screens keep it.
import { toCents, voucherDiscountCents, voucherFromCart, type TVoucherCart } from '@courtside/contracts';

export interface AppliedVoucher {
  voucherNumber: string;
  voucherPin: string;
  akv: boolean;
  /** The validate answer: c_value (dollars or percent) and c_method. */
  cart: TVoucherCart;
}

/** Fixed gives its value, percent total * value / 100; capped at the total, whole cents. */
export const voucherDiscount = (totalCents: number, voucher: AppliedVoucher | null): number =>
  voucher ? voucherDiscountCents(totalCents, voucherFromCart(voucher.cart)) : 0;

/** A fixed voucher worth more than the total is only partly used (and the rest is not refunded). */
export const isPartialUse = (totalCents: number, cart: TVoucherCart): boolean =>
  cart.c_method === 'fixed' && toCents(cart.c_value) > totalCents;

/** The couponCart of a payment request: the server validates the voucher again and prices it itself. */
export const couponCart = (voucher: AppliedVoucher | null) =>
  voucher ? { voucherNumber: voucher.voucherNumber, voucherPin: voucher.voucherPin, akv: voucher.akv } : null;

/** Stored voucher numbers are letters and digits (entered without spaces or symbols). */
export const maskVoucherNumber = (typed: string): string =>
  typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 50);
