// Membership renewal (the Membership page). Renewal opens 31 days
// before the sport profile's expiry; the price comes from the sport's membership
// product; a paid renewal moves the expiry on by the product's months from the
// later of today and the current expiry, and clears the renewal flag.
import { TZDate } from '@date-fns/tz';
import { addMonths, format, subDays } from 'date-fns';
import {
  MSG,
  PAY_MSG,
  RENEWAL_WINDOW_DAYS,
  isoToDmy,
  todayIn,
  toIsoDate,
  type TMembershipData,
  type TMembershipPaymentRequest,
  type TMembershipSportOption,
  type TSport,
} from '@courtside/contracts';
import type { Sport } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/app-error.js';
import { rows, sql } from '../../lib/sql.js';
import { toDollars } from '../../lib/money.js';
import {
  donationFromCart,
  hasPendingOrder,
  linesOfOrder,
  onOrderPaid,
  onOrderRefunded,
  onReceipt,
  paymentError,
  cardInputOf,
  createPaidOrder,
  fingerprintOf,
  idempotencyKeyFor,
  payOnce,
  type PaymentOutcome,
  findUsableVoucher,
} from '../payments/index.js';
import type { Tx } from '../../db/tx.js';
import { membershipProducts } from './membership-products.js';
import { memberStanding } from '../people/index.js';

const SPORT_TEXT: Record<TSport, string> = { basketball: 'Basketball', netball: 'Netball' };
const DEFAULT_MEMBERSHIP_MONTHS = 12;

/** Calendar arithmetic on YYYY-MM-DD, done by date-fns in UTC so no zone can shift a day. */
const utcDay = (iso: string) => new TZDate(Date.parse(`${iso}T00:00:00Z`), 'UTC');
const isoOf = (d: Date) => format(d, 'yyyy-MM-dd');
const isoOfDbDate = (d: Date) => d.toISOString().slice(0, 10);
const dbDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

export function parseSport(value: string): TSport {
  const sport = value
    .toLowerCase()
    .replace(/^register for /, '')
    .trim();
  if (sport !== 'basketball' && sport !== 'netball') throw notFound('Sport');
  return sport;
}

/** Renewal is open with no expiry yet, when staff flagged it, or from 31 days before expiry. */
export function renewalWindow(
  expiryIso: string | null,
  membRenewal: boolean,
  todayIso: string,
): { open: boolean; notNeededUntil: string | null } {
  if (!expiryIso) return { open: true, notNeededUntil: null };
  const opensOn = isoOf(subDays(utcDay(expiryIso), RENEWAL_WINDOW_DAYS));
  if (membRenewal || todayIso >= opensOn) return { open: true, notNeededUntil: null };
  return { open: false, notNeededUntil: opensOn };
}

/** The expiry after a paid renewal of `months`: counted from the later of today and the current expiry. */
export function extendedExpiry(currentIso: string | null, todayIso: string, months: number): string {
  const from = currentIso && currentIso > todayIso ? currentIso : todayIso;
  return isoOf(addMonths(utcDay(from), months));
}

export async function getMembershipData(
  deps: Deps,
  memberId: number,
  sportParam: string,
): Promise<TMembershipData> {
  const sport = parseSport(sportParam);
  const today = toIsoDate(todayIn(deps.settings.current().timeZone, deps.now()));
  const [profile, product, sportProfiles] = await Promise.all([
    memberStanding(deps, memberId),
    membershipProducts().membershipProduct(deps.db, sport),
    deps.db.sportProfile.findMany({
      where: { memberId },
      select: { sport: true, expiryDate: true, membRenewal: true },
    }),
  ]);
  const option = (value: TSport): TMembershipSportOption => {
    const sp = sportProfiles.find((s) => s.sport === value);
    const expiry = sp?.expiryDate ? isoOfDbDate(sp.expiryDate) : null;
    const window = renewalWindow(expiry, sp?.membRenewal ?? false, today);
    return {
      text: SPORT_TEXT[value],
      value,
      expiry_date: expiry ? isoToDmy(expiry) : null,
      memb_renewal: sp?.membRenewal ?? true,
      prev_expiry_date: expiry ? isoToDmy(expiry) : null,
      renewal_open: window.open,
      not_needed_until: window.notNeededUntil ? isoToDmy(window.notNeededUntil) : null,
    };
  };
  const sports = (Object.keys(SPORT_TEXT) as TSport[])
    .filter((s) => s === sport || sportProfiles.some((p) => p.sport === s))
    .map(option);
  const selected = sports.find((s) => s.value === sport) as TMembershipSportOption;
  return {
    sport,
    membershipCart: product
      ? [{ product_id: product.id, p_name: product.name, p_price: toDollars(product.priceCents) }]
      : [],
    sports,
    selected,
    renewal_open: selected.renewal_open,
    not_needed_until: selected.not_needed_until,
    non_pl: profile.non_pl,
    profile_complete: profile.profile_complete,
    voucher_eligible: product?.voucherEligible ?? false,
    akv_eligible: product?.akv ?? false,
    membership_months: product?.membershipMonths ?? DEFAULT_MEMBERSHIP_MONTHS,
    donations: deps.settings.current().donations,
    tax_rate: deps.settings.current().taxRate,
  };
}

/** POST /api/ecommerce/membership/{sport}: the browser's membershipCart price is never used. */
export async function payMembership(
  deps: Deps,
  memberId: number,
  sportParam: string,
  body: TMembershipPaymentRequest,
): Promise<PaymentOutcome> {
  const sport = parseSport(sportParam);
  if (body.sport && body.sport !== sport)
    throw paymentError('error_validation', PAY_MSG.membershipInvalid, {
      sport: ['The sport does not match the page'],
    });

  const card = cardInputOf(body.cardData);
  const cart = [
    'membership',
    sport,
    body.couponCart?.voucherNumber ?? null,
    body.donationCart.map((d) => d.product_id),
  ];
  const idempotencyKey = idempotencyKeyFor(deps, memberId, body.idempotencyKey, cart, card);
  const fingerprint = fingerprintOf(cart);
  return payOnce(deps, { memberId, origin: 'membership', idempotencyKey, fingerprint }, async () => {
    const profile = await memberStanding(deps, memberId);
    if (profile.non_pl) throw paymentError('error_auth', PAY_MSG.nonPl);
    if (!profile.profile_complete) throw paymentError('error_auth', MSG.profileIncomplete);

    const product = await membershipProducts().membershipProduct(deps.db, sport);
    if (!product) throw paymentError('error_response', PAY_MSG.membershipUnavailable);

    await refuseUnlessRenewable(deps, deps.db, memberId, sport);

    const voucher = body.couponCart ? await findUsableVoucher(deps, memberId, body.couponCart) : null;
    if (voucher && !(voucher.kind === 'akv' ? product.akv : product.voucherEligible))
      throw paymentError('error_response', PAY_MSG.voucherNotEligible);
    const donation = await donationFromCart(deps, body.donationCart);

    return createPaidOrder(deps, {
      memberId,
      origin: 'membership',
      description: product.name,
      lines: [{ productId: product.id, name: product.name, quantity: 1, unitPriceCents: product.priceCents }],
      donation,
      voucher,
      card,
      idempotencyKey,
      fingerprint,
      // One renewal per member, sport and period under any race: every payment for this
      // membership queues on its profile row, then sees what the one before it did.
      lock: async (tx) => {
        await tx.$executeRaw`INSERT INTO "SportProfile" ("memberId", "sport", "membRenewal", "updatedAt") VALUES (${memberId}, ${sport}::"Sport", true, now()) ON CONFLICT ("memberId", "sport") DO NOTHING`;
        await tx.$queryRaw`SELECT id FROM "SportProfile" WHERE "memberId" = ${memberId} AND "sport" = ${sport}::"Sport" FOR UPDATE`;
        await refuseUnlessRenewable(deps, tx, memberId, sport);
      },
    });
  });
}

/**
 * A renewal is refused while the renewal window is closed (one was paid for this period), and
 * while another payment for this membership waits for its 3-D Secure step: that one holds the
 * renewal until it succeeds, fails or is abandoned (after 30 minutes).
 */
async function refuseUnlessRenewable(
  deps: Deps,
  db: Deps['db'] | Tx,
  memberId: number,
  sport: Sport,
): Promise<void> {
  const today = toIsoDate(todayIn(deps.settings.current().timeZone, deps.now()));
  const sp = await db.sportProfile.findUnique({
    where: { memberId_sport: { memberId, sport } },
    select: { expiryDate: true, membRenewal: true },
  });
  const window = renewalWindow(
    sp?.expiryDate ? isoOfDbDate(sp.expiryDate) : null,
    sp?.membRenewal ?? false,
    today,
  );
  if (!window.open && window.notNeededUntil)
    throw paymentError('error_response', PAY_MSG.notYetRenewable(isoToDmy(window.notNeededUntil)));
  const products = await membershipProducts().membershipProductIds(db, sport);
  if (await hasPendingOrder(db, memberId, 'membership', products))
    throw paymentError('error_response', PAY_MSG.renewalInProgress);
}

/** What a paid membership order does: each membership line renews its sport. */
async function renewMembership(tx: Tx, order: { id: number; memberId: number }, deps: Deps): Promise<void> {
  const lines = await linesOfOrder(tx, order.id);
  const terms = await membershipProducts().membershipTerms(
    tx,
    lines.flatMap((l) => (l.productId === null ? [] : [l.productId])),
  );
  const today = toIsoDate(todayIn(deps.settings.current().timeZone, deps.now()));
  for (const line of lines) {
    const term = terms.find((t) => t.id === line.productId);
    const sport = term?.membershipSport;
    if (!sport) continue;
    const months = term.membershipMonths ?? DEFAULT_MEMBERSHIP_MONTHS;
    // Lock the profile row so two renewals settling together both count.
    const current = await tx.sportProfile.findUnique({
      where: { memberId_sport: { memberId: order.memberId, sport } },
      select: { id: true },
    });
    if (current) await tx.$queryRaw`SELECT id FROM "SportProfile" WHERE id = ${current.id} FOR UPDATE`;
    const profile = await tx.sportProfile.findUnique({
      where: { memberId_sport: { memberId: order.memberId, sport } },
      select: { expiryDate: true },
    });
    const expiry = dbDate(
      extendedExpiry(profile?.expiryDate ? isoOfDbDate(profile.expiryDate) : null, today, months),
    );
    await tx.sportProfile.upsert({
      where: { memberId_sport: { memberId: order.memberId, sport } },
      create: { memberId: order.memberId, sport, expiryDate: expiry, membRenewal: false },
      update: { expiryDate: expiry, membRenewal: false },
    });
    // Kept so a refund that ends this renewal can put the earlier expiry back.
    await tx.membershipRenewal.upsert({
      where: { orderId_sport: { orderId: order.id, sport } },
      create: { orderId: order.id, sport, expiryBefore: profile?.expiryDate ?? null, expiryAfter: expiry },
      update: {},
    });
  }
}

onOrderPaid('membership', renewMembership);

/** A membership receipt says until when each sport it paid for is now registered. */
onReceipt('membership', async (db, orderId) => {
  const renewals = await db.membershipRenewal.findMany({
    where: { orderId },
    select: { sport: true, expiryAfter: true },
    orderBy: { sport: 'asc' },
  });
  return renewals.map(
    (r) => `${SPORT_TEXT[r.sport]} membership now expires on ${isoToDmy(isoOfDbDate(r.expiryAfter))}`,
  );
});

/**
 * A refund that ends a membership puts back the expiry its renewal replaced, so the member may
 * renew (and pay) again. An expiry changed since (by staff) is left as staff set it.
 */
onOrderRefunded('membership', async (tx, order, what, deps) => {
  if (!what.endEntitlement) return;
  const renewals = await tx.membershipRenewal.findMany({
    where: { orderId: order.id, reversedAt: null },
    select: { id: true, sport: true, expiryBefore: true, expiryAfter: true },
  });
  for (const r of renewals) {
    await tx.$queryRaw`SELECT id FROM "SportProfile" WHERE "memberId" = ${order.memberId} AND sport = ${r.sport}::"Sport" FOR UPDATE`;
    const profile = await tx.sportProfile.findUnique({
      where: { memberId_sport: { memberId: order.memberId, sport: r.sport } },
      select: { expiryDate: true },
    });
    const current = profile?.expiryDate?.getTime() ?? null;
    if (current === r.expiryAfter.getTime())
      await tx.sportProfile.update({
        where: { memberId_sport: { memberId: order.memberId, sport: r.sport } },
        data: { expiryDate: r.expiryBefore },
      });
    await tx.membershipRenewal.update({ where: { id: r.id }, data: { reversedAt: deps.now() } });
  }
});

// --- For other areas ----------------------------------------------------------------------

/** A new member starts unregistered for their sport: renewal due, no expiry yet. */
export interface SportProfileRow {
  sport: Sport;
  expiryDate: Date | null;
  membRenewal: boolean;
}

/** A member's sport profiles in sport order (plain SQL: read on every profile, lib/sql.ts). */
export function sportProfilesOf(db: Deps['db'] | Tx, memberId: number): Promise<SportProfileRow[]> {
  return rows<SportProfileRow>(
    db,
    sql`SELECT sport, "expiryDate", "membRenewal" FROM "SportProfile" WHERE "memberId" = ${memberId} ORDER BY sport`,
  );
}

export async function startSportProfile(tx: Tx, memberId: number, sport: Sport): Promise<void> {
  await tx.sportProfile.create({ data: { memberId, sport, expiryDate: null, membRenewal: true } });
}

/**
 * The ids of members whose registration for a sport is current: their sport profile's expiry is
 * today or later (the member side's rule; no expiry yet means never registered).
 */
export async function registeredMemberIds(
  db: Deps['db'] | Tx,
  sport: Sport,
  todayIso: string,
): Promise<number[]> {
  const found = await db.sportProfile.findMany({
    where: { sport, expiryDate: { gte: dbDate(todayIso) } },
    select: { memberId: true },
  });
  return found.map((s) => s.memberId);
}
