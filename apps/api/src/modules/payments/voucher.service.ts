// Active & Creative Kids (akv) and client vouchers. A voucher is checked twice:
// when the member validates it (to show the discount) and again inside the
// payment, where a single-use voucher is redeemed with a conditional UPDATE
// (WHERE "redeemedAt" IS NULL) so two racing payments redeem it once.
import { PAY_MSG, type TVoucherCart, type TVoucherValidateRequest } from '@courtside/contracts';
import type { DiscountMethod, VoucherKind } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/app-error.js';
import { toDollars } from '../../lib/money.js';
import type { Tx } from '../../db/tx.js';
import { paymentError } from './payment-errors.js';
import { memberFacts } from '../people/index.js';

export interface UsableVoucher {
  id: number;
  number: string;
  kind: VoucherKind;
  method: DiscountMethod;
  /** fixed: cents; percent: basis points. */
  value: number;
  singleUse: boolean;
}

/** Stored form of a voucher number: upper case, letters and digits only (members type it without spaces or symbols). */
export const normaliseVoucherNumber = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** DDMM of a birthday stored as a date column. */
export const ddmmOf = (dob: Date) =>
  `${String(dob.getUTCDate()).padStart(2, '0')}${String(dob.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * Finds the voucher by its number and checks it may be used by this member now:
 * right PIN, the member is its recipient (PIN = DDMM of the member's birthday),
 * not expired, not yet redeemed. Every refusal is error_response with its text.
 */
export async function findUsableVoucher(
  deps: Deps,
  memberId: number,
  input: TVoucherValidateRequest,
): Promise<UsableVoucher> {
  const number = normaliseVoucherNumber(input.voucherNumber);
  const [voucher, member] = await Promise.all([
    deps.db.voucher.findUnique({ where: { number } }),
    memberFacts(deps.db, memberId),
  ]);
  if (!member) throw notFound('Member');
  // A PIN is a birthday (366 values): wrong numbers and PINs are limited per voucher and per
  // member (lib/limits.ts). A wrong try is counted (atomically, so a parallel burst is counted
  // too) before it is answered; once a limit is used up every try is refused, the right PIN
  // included, so the answers stop telling which PIN is right.
  // The number says which kind a voucher is: the kind the member chose is not checked, so a
  // right number and PIN under the other kind is found (and never counted as a wrong try);
  // whether a purchase takes that kind is the purchase's rule.
  const { voucherPin } = deps.limits;
  const memberKey = String(memberId);
  const tooMany = () => paymentError('voucher_tries_used_up', PAY_MSG.voucherTooManyTries);
  if (!voucher || !voucher.active || voucher.pinDDMM !== input.voucherPin) {
    const [voucherOk, memberOk] = await Promise.all([
      voucherPin.voucher.take(number),
      voucherPin.member.take(memberKey),
    ]);
    throw voucherOk && memberOk ? paymentError('error_response', PAY_MSG.voucherInvalid) : tooMany();
  }
  const [voucherSpent, memberSpent] = await Promise.all([
    voucherPin.voucher.exhausted(number),
    voucherPin.member.exhausted(memberKey),
  ]);
  if (voucherSpent || memberSpent) throw tooMany();
  if (
    ddmmOf(member.dob) !== voucher.pinDDMM ||
    (voucher.recipientMemberId !== null && voucher.recipientMemberId !== memberId)
  ) {
    throw paymentError('error_response', PAY_MSG.voucherNotRecipient);
  }
  if (voucher.expiresAt && voucher.expiresAt.getTime() <= deps.now().getTime())
    throw paymentError('error_response', PAY_MSG.voucherExpired);
  if (voucher.singleUse && voucher.redeemedAt) throw paymentError('error_response', PAY_MSG.voucherRedeemed);
  return {
    id: voucher.id,
    number: voucher.number,
    kind: voucher.kind,
    method: voucher.method,
    value: voucher.value,
    singleUse: voucher.singleUse,
  };
}

/** The answer of the validate endpoints: c_value in dollars (fixed) or percent (percent). */
export function voucherCart(v: UsableVoucher): TVoucherCart {
  return {
    c_value: toDollars(v.value),
    c_method: v.method,
    akv: v.kind === 'akv',
    voucher_number: v.number,
    message: PAY_MSG.voucherApplied,
  };
}

/** Inside the payment transaction, before the order row: racing payments for one voucher queue here. */
export async function lockVoucher(tx: Tx, voucherId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Voucher" WHERE id = ${voucherId} FOR UPDATE`;
}

/** Inside the payment transaction: marks a single-use voucher used by this order, once. */
export async function redeemVoucher(
  tx: Tx,
  voucher: UsableVoucher,
  orderId: number,
  now: Date,
): Promise<void> {
  if (!voucher.singleUse) return;
  const { count } = await tx.voucher.updateMany({
    where: { id: voucher.id, redeemedAt: null },
    data: { redeemedAt: now, redeemedOrderId: orderId },
  });
  if (count !== 1) throw paymentError('error_response', PAY_MSG.voucherRedeemed);
}

/** A payment that finally failed gives its voucher back. */
export async function releaseVoucher(tx: Tx, orderId: number): Promise<void> {
  await tx.voucher.updateMany({
    where: { redeemedOrderId: orderId },
    data: { redeemedAt: null, redeemedOrderId: null },
  });
}
