// The treasurer's vouchers (console, finance staff): the association's own (client) vouchers, made
// and withdrawn here, and the Active & Creative Kids (akv) ones members redeemed; each voucher's
// paid orders; and the Active & Creative Kids claim report. A redemption is a paid order that
// applied the voucher (Order.voucherId): its discount is what the voucher gave, and for an akv
// voucher what the association claims back. The child is the member who redeemed it (the member
// side accepts an akv voucher only from the member whose birthday is its PIN).
import { uniqueOr } from '../../lib/unique.js';
import type {
  TAdminVoucher,
  TAkvClaims,
  TVoucherChange,
  TVoucherCreate,
  TVoucherPage,
  TVoucherSearchPage,
  TVoucherSearchQuery,
  TVoucherStatus,
} from '@courtside/contracts/admin';
import type { Prisma, Voucher } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { money, toCsv } from '../../lib/csv.js';
import { formatDateTime } from '../../lib/display.js';
import { addDaysIso, isoOfDbDate, localIsoDate, startOfLocalDay, todayIso } from '../../lib/local-dates.js';
import { recordAudit } from '../audit/index.js';
import { memberBirthdays, memberNames } from '../people/index.js';
import { checkedPeriod } from './reports-admin.service.js';
import { ddmmOf, normaliseVoucherNumber } from './voucher.service.js';

const DEFAULT_PAGE_SIZE = 25;

/** A voucher's last usable day is kept as the instant it stops: the next local midnight. */
const stopsAt = (lastDay: string, timeZone: string) => startOfLocalDay(addDaysIso(lastDay, 1), timeZone);
const lastDayOf = (expiresAt: Date, timeZone: string) =>
  localIsoDate(new Date(expiresAt.getTime() - 1), timeZone);

/** The Prisma filter of each status at `now`. */
function statusWhere(status: TVoucherStatus, now: Date): Prisma.VoucherWhereInput {
  switch (status) {
    case 'withdrawn':
      return { active: false };
    case 'used':
      return { active: true, singleUse: true, redeemedAt: { not: null } };
    case 'expired':
      return { active: true, redeemedAt: null, expiresAt: { lte: now } };
    case 'usable':
      return {
        active: true,
        OR: [{ singleUse: false }, { redeemedAt: null }],
        AND: [{ OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] }],
      };
  }
}

function statusOf(v: Voucher, now: Date): TVoucherStatus {
  if (!v.active) return 'withdrawn';
  if (v.singleUse && v.redeemedAt) return 'used';
  if (v.expiresAt && v.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'usable';
}

type Names = Map<number, { firstname: string; lastname: string }>;

/** The recipients' names (from profile), by member id. */
const recipientNames = (deps: Deps, vouchers: Voucher[]): Promise<Names> =>
  memberNames(deps.db, [
    ...new Set(vouchers.flatMap((v) => (v.recipientMemberId === null ? [] : [v.recipientMemberId]))),
  ]);

async function redemptionTotals(deps: Deps, ids: number[]) {
  const sums = await deps.db.order.groupBy({
    by: ['voucherId'],
    where: { voucherId: { in: ids }, paid: true },
    _count: { _all: true },
    _sum: { discountCents: true },
  });
  return new Map(sums.map((s) => [s.voucherId!, { count: s._count._all, cents: s._sum.discountCents ?? 0 }]));
}

function adminVoucher(
  deps: Deps,
  v: Voucher,
  names: Names,
  totals: { count: number; cents: number } | undefined,
): TAdminVoucher {
  const { timeZone } = deps.settings.current();
  const recipient = v.recipientMemberId === null ? undefined : names.get(v.recipientMemberId);
  return {
    id: v.id,
    number: v.number,
    kind: v.kind,
    method: v.method,
    value: v.value,
    pin_ddmm: v.pinDDMM,
    recipient:
      v.recipientMemberId !== null && recipient
        ? { id: v.recipientMemberId, name: `${recipient.firstname} ${recipient.lastname}` }
        : null,
    single_use: v.singleUse,
    expires_on: v.expiresAt ? lastDayOf(v.expiresAt, timeZone) : null,
    status: statusOf(v, deps.now()),
    redemptions: totals?.count ?? 0,
    discount_cents: totals?.cents ?? 0,
  };
}

/** GET /api/admin/vouchers: by number (part of it), kind and status, newest first. */
export async function searchVouchers(deps: Deps, query: TVoucherSearchQuery): Promise<TVoucherSearchPage> {
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 0;
  const words = normaliseVoucherNumber(query.q ?? '');
  const where: Prisma.VoucherWhereInput = {
    ...(words && { number: { contains: words } }),
    ...(query.kind && { kind: query.kind }),
    ...(query.status && statusWhere(query.status, deps.now())),
  };
  const [found, total] = await Promise.all([
    deps.db.voucher.findMany({
      where,
      orderBy: { id: 'desc' },
      skip: page * pageSize,
      take: pageSize,
    }),
    deps.db.voucher.count({ where }),
  ]);
  const [totals, names] = await Promise.all([
    redemptionTotals(
      deps,
      found.map((v) => v.id),
    ),
    recipientNames(deps, found),
  ]);
  return {
    vouchers: found.map((v) => adminVoucher(deps, v, names, totals.get(v.id))),
    total,
    page,
    page_size: pageSize,
  };
}

/** GET /api/admin/vouchers/:id: the voucher and every paid order that used it, newest first. */
export async function voucherPage(deps: Deps, voucherId: number): Promise<TVoucherPage> {
  const v = await deps.db.voucher.findUnique({ where: { id: voucherId } });
  if (!v) throw notFound('Voucher');
  const orders = await deps.db.order.findMany({
    where: { voucherId, paid: true },
    select: {
      id: true,
      memberId: true,
      paidAt: true,
      createdAt: true,
      discountCents: true,
      totalCents: true,
      lines: { select: { name: true }, orderBy: { id: 'asc' } },
    },
    orderBy: { id: 'desc' },
  });
  const names = await memberNames(deps.db, [
    ...new Set([
      ...orders.map((o) => o.memberId),
      ...(v.recipientMemberId === null ? [] : [v.recipientMemberId]),
    ]),
  ]);
  const { timeZone } = deps.settings.current();
  return {
    ...adminVoucher(deps, v, names, {
      count: orders.length,
      cents: orders.reduce((sum, o) => sum + o.discountCents, 0),
    }),
    orders: orders.map((o) => {
      const m = names.get(o.memberId);
      return {
        order_id: o.id,
        paid_at_formatted: formatDateTime(o.paidAt ?? o.createdAt, timeZone),
        member: { id: o.memberId, name: m ? `${m.firstname} ${m.lastname}` : '' },
        items: o.lines.map((l) => l.name).join(', '),
        discount_cents: o.discountCents,
        total_cents: o.totalCents,
      };
    }),
  };
}

/** POST /api/admin/vouchers: a client voucher (Active & Creative Kids vouchers come from the state). */
export async function createVoucher(deps: Deps, actorId: number, body: TVoucherCreate): Promise<number> {
  const number = normaliseVoucherNumber(body.number);
  const recipientId = body.recipient_member_id ?? null;
  let pin = body.pin_ddmm ?? null;
  if (recipientId !== null) {
    const recipient = (await memberBirthdays(deps.db, [recipientId])).get(recipientId);
    if (!recipient) throw fieldError('recipient_member_id', 'No such member');
    const theirs = ddmmOf(recipient.dob);
    if (pin !== null && pin !== theirs)
      throw fieldError('pin_ddmm', `The PIN is the member's birthday: ${theirs}`);
    pin = theirs;
  }
  const { timeZone } = deps.settings.current();
  if (body.expires_on && body.expires_on < todayIso(timeZone, deps.now()))
    throw fieldError('expires_on', 'The last day cannot be in the past');
  return deps.db.$transaction(async (tx) => {
    const taken = () => fieldError('number', 'A voucher with this number already exists');
    if (await tx.voucher.findUnique({ where: { number }, select: { id: true } })) throw taken();
    const v = await uniqueOr(
      tx.voucher.create({
        data: {
          number,
          kind: 'client',
          method: body.method,
          value: body.value,
          pinDDMM: pin!,
          recipientMemberId: recipientId,
          singleUse: body.single_use,
          expiresAt: body.expires_on ? stopsAt(body.expires_on, timeZone) : null,
        },
        select: { id: true },
      }),
      taken,
    );
    await recordAudit(tx, {
      actorId,
      action: 'voucher.create',
      entity: 'Voucher',
      entityId: v.id,
      after: { ...body, number },
    });
    return v.id;
  });
}

/** POST /api/admin/vouchers/:id: withdraw or restore a voucher, or change its last day. Audited. */
export async function changeVoucher(
  deps: Deps,
  actorId: number,
  voucherId: number,
  body: TVoucherChange,
): Promise<void> {
  const { timeZone } = deps.settings.current();
  await deps.db.$transaction(async (tx) => {
    const before = await tx.voucher.findUnique({
      where: { id: voucherId },
      select: { active: true, expiresAt: true, kind: true },
    });
    if (!before) throw notFound('Voucher');
    if (before.kind === 'akv' && body.expires_on !== undefined)
      throw new AppError('conflict', 'An Active & Creative Kids voucher keeps the expiry the state gave it.');
    await tx.voucher.update({
      where: { id: voucherId },
      data: {
        ...(body.active !== undefined && { active: body.active }),
        ...(body.expires_on !== undefined && {
          expiresAt: body.expires_on === null ? null : stopsAt(body.expires_on, timeZone),
        }),
      },
    });
    await recordAudit(tx, {
      actorId,
      action: 'voucher.change',
      entity: 'Voucher',
      entityId: voucherId,
      before: {
        active: before.active,
        expires_on: before.expiresAt ? lastDayOf(before.expiresAt, timeZone) : null,
      },
      after: body,
    });
  });
}

/**
 * GET /api/admin/vouchers/akv-claims: each Active & Creative Kids voucher redeemed in the period
 * (local dates of the payment), oldest first: the voucher, the child (name and date of birth),
 * the activity (the order's items), the day and the amount to claim (the discount it gave).
 */
export async function akvClaims(deps: Deps, from: string, to: string): Promise<TAkvClaims> {
  checkedPeriod(from, to);
  const { timeZone } = deps.settings.current();
  const orders = await deps.db.order.findMany({
    where: {
      paid: true,
      voucher: { kind: 'akv' },
      paidAt: { gte: startOfLocalDay(from, timeZone), lt: startOfLocalDay(addDaysIso(to, 1), timeZone) },
    },
    select: {
      id: true,
      memberId: true,
      paidAt: true,
      discountCents: true,
      voucher: { select: { number: true } },
      lines: { select: { name: true }, orderBy: { id: 'asc' } },
    },
    orderBy: [{ paidAt: 'asc' }, { id: 'asc' }],
  });
  const children = await memberBirthdays(deps.db, [...new Set(orders.map((o) => o.memberId))]);
  const claims = orders.map((o) => {
    const child = children.get(o.memberId);
    return {
      voucher_number: o.voucher!.number,
      firstname: child?.firstname ?? '',
      lastname: child?.lastname ?? '',
      dob: child ? isoOfDbDate(child.dob) : '',
      activity: o.lines.map((l) => l.name).join(', '),
      redeemed_on: localIsoDate(o.paidAt!, timeZone),
      order_id: o.id,
      claimed_cents: o.discountCents,
    };
  });
  return { from, to, claims, total_cents: claims.reduce((sum, c) => sum + c.claimed_cents, 0) };
}

export async function akvClaimsCsv(deps: Deps, from: string, to: string): Promise<string> {
  const report = await akvClaims(deps, from, to);
  return toCsv([
    [
      'Voucher number',
      'Child first name',
      'Child last name',
      'Date of birth',
      'Activity',
      'Date redeemed',
      'Order',
      'Amount claimed',
    ],
    ...report.claims.map((c) => [
      c.voucher_number,
      c.firstname,
      c.lastname,
      c.dob,
      c.activity,
      c.redeemed_on,
      c.order_id,
      money(c.claimed_cents),
    ]),
    ['Total', '', '', '', '', '', '', money(report.total_cents)],
  ]);
}

/**
 * Lifts a member's voucher lock-out (too many wrong voucher numbers or PINs): their own count of
 * wrong tries, and that of every voucher they may use (made out to them, or to nobody with their
 * birthday as its PIN), since five wrong tries lock a voucher for everyone. Audited with how many
 * counters were still in force; answers that count.
 */
export async function clearVoucherLock(
  deps: Deps,
  actorId: number,
  memberId: number,
  reason: string,
): Promise<number> {
  const member = (await memberBirthdays(deps.db, [memberId])).get(memberId);
  if (!member) throw notFound('Member');
  const theirs = await deps.db.voucher.findMany({
    where: {
      OR: [{ recipientMemberId: memberId }, { recipientMemberId: null, pinDDMM: ddmmOf(member.dob) }],
    },
    select: { number: true },
  });
  const cleared = await deps.limits.clearVoucherPins(
    memberId,
    theirs.map((v) => v.number),
  );
  await deps.db.$transaction((tx) =>
    recordAudit(tx, {
      actorId,
      action: 'member.voucher_unlocked',
      entity: 'Member',
      entityId: memberId,
      after: { counters_cleared: cleared },
      reason,
    }),
  );
  return cleared;
}
