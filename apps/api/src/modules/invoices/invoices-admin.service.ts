// The treasurer's invoices (console, finance staff): find them, create one for a member or a team,
// bill a division's game fees, record money received outside the portal, and void one with a
// credit note. Owing is the member side's rule throughout (owingCents, and the payments area's
// invoice_received view for the search, which sums the same way).
//
// Every write that depends on what is owing runs under the invoice's row lock (lockedOpenCents),
// as the member's own card payments do: a recorded payment, a void and a member paying at the
// same moment take turns, and none of them can take the invoice below nothing.
import { formatDollars } from '@courtside/contracts';
import type {
  TAdminInvoice,
  TAdminInvoiceRow,
  TBillable,
  TGameFeesRequest,
  TGameFeesResult,
  TInvoiceCreate,
  TInvoiceSearchPage,
  TInvoiceSearchQuery,
  TInvoiceStatus,
  TInvoiceVoid,
  TOfflinePayment,
} from '@courtside/contracts/admin';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { formatDateTime } from '../../lib/display.js';
import { dbDate, isoOfDbDate, todayIso } from '../../lib/local-dates.js';
import { taxIncludedCents } from '../../lib/money.js';
import { likeLiteral, rows, sql, type SqlQuery } from '../../lib/sql.js';
import { recordAudit } from '../audit/index.js';
import { recordOfflinePayment, onOrderRefunded } from '../payments/index.js';
import { memberContacts, memberIdsMatching, memberNames } from '../people/index.js';
import { invoiceTeams } from './invoice-sources.js';
import { loadInvoices, lockInvoice, lockedOpenCents, owingCents } from './invoices.service.js';

const DEFAULT_PAGE_SIZE = 25;
/** How many members, and how many teams, the billable search answers. */
const BILLABLE_LIMIT = 20;

/** The credit note's number: one per invoice, as the invoice's own number. */
const creditNoteNumber = (invoiceId: number) => `CN-${invoiceId}`;
const creditNotePrefix = (invoiceId: number) => `Credit note ${creditNoteNumber(invoiceId)}`;

interface InvoiceRowData {
  id: number;
  memberId: number | null;
  teamId: number | null;
  teamName: string | null;
  legacyTeams: string | null;
  dueDate: Date;
  amountCents: number;
  owingCents: number;
  status: TInvoiceStatus;
}

/** An invoice's status: void, paid (nothing owing), overdue (owing past its due date) or owing. */
const statusOf = (
  i: { voidedAt: Date | null; owing: number; dueDate: Date },
  today: string,
): TInvoiceStatus =>
  i.voidedAt ? 'void' : i.owing <= 0 ? 'paid' : isoOfDbDate(i.dueDate) < today ? 'overdue' : 'owing';

/** GET /api/admin/invoices: by words (an invoice number, a team's name, a member's words) and status, newest first. */
export async function searchInvoices(deps: Deps, query: TInvoiceSearchQuery): Promise<TInvoiceSearchPage> {
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 0;
  const today = todayIso(deps.settings.current().timeZone, deps.now());
  const owing = sql`(i."amountCents" - COALESCE(r."receivedCents", 0))`;
  const status = sql`CASE WHEN i."voidedAt" IS NOT NULL THEN 'void' WHEN ${owing} <= 0 THEN 'paid'
                          WHEN i."dueDate" < ${today}::date THEN 'overdue' ELSE 'owing' END`;
  const filters: SqlQuery[] = [];
  const words = query.q?.trim();
  let membersCapped = false;
  if (words) {
    const { ids, capped } = await memberIdsMatching(deps, words);
    membersCapped = capped;
    const number = /^#?(\d{1,9})$/.exec(words)?.[1];
    filters.push(sql`(i."memberId" = ANY(${ids}::int[]) OR tn.name ILIKE ${`%${likeLiteral(words)}%`}
                      OR i."legacyTeams" ILIKE ${`%${likeLiteral(words)}%`} OR i.id = ${number ? Number(number) : 0})`);
  }
  if (query.status) filters.push(sql`${status} = ${query.status}`);
  const where = filters.reduce((all, f) => sql`${all} AND ${f}`, sql`TRUE`);
  const from = sql`FROM "Invoice" i
    LEFT JOIN team_names tn ON tn.id = i."teamId"
    LEFT JOIN invoice_received r ON r."invoiceId" = i.id
    WHERE ${where}`;
  const [found, [count]] = await Promise.all([
    rows<InvoiceRowData>(
      deps.db,
      sql`SELECT i.id, i."memberId", i."teamId", tn.name AS "teamName", i."legacyTeams", i."dueDate",
                 i."amountCents", ${owing}::int AS "owingCents", ${status} AS status
          ${from} ORDER BY i.id DESC LIMIT ${pageSize} OFFSET ${page * pageSize}`,
      { planEachTime: true },
    ),
    rows<{ total: number }>(deps.db, sql`SELECT count(*)::int AS total ${from}`, { planEachTime: true }),
  ]);
  const names = await memberNames(deps.db, [
    ...new Set(found.flatMap((i) => (i.memberId ? [i.memberId] : []))),
  ]);
  return {
    invoices: found.map((i) => invoiceRow(i, names)),
    total: count?.total ?? 0,
    page,
    page_size: pageSize,
    members_capped: membersCapped,
  };
}

function invoiceRow(
  i: InvoiceRowData,
  names: Map<number, { firstname: string; lastname: string }>,
): TAdminInvoiceRow {
  const member = i.memberId === null ? undefined : names.get(i.memberId);
  return {
    id: i.id,
    billed_to:
      i.teamName ?? (member ? `${member.firstname} ${member.lastname}` : null) ?? i.legacyTeams ?? '',
    kind: i.teamId !== null ? 'team' : 'member',
    member_id: i.memberId,
    team_id: i.teamId,
    due_date: isoOfDbDate(i.dueDate),
    amount_cents: i.amountCents,
    owing_cents: Math.max(i.owingCents, 0),
    status: i.status,
  };
}

/** GET /api/admin/invoices/:id: the invoice as its member sees it, with its payments and any credit note. */
export async function adminInvoice(deps: Deps, invoiceId: number): Promise<TAdminInvoice> {
  const [inv] = await loadInvoices(deps, sql`i.id = ${invoiceId}`);
  const extra = await deps.db.invoice.findUnique({
    where: { id: invoiceId },
    select: { createdAt: true, voidedAt: true, voidReason: true },
  });
  if (!inv || !extra) throw notFound('Invoice');
  const { timeZone, taxRate } = deps.settings.current();
  const owing = owingCents(inv.amountCents, inv.payments);
  const today = todayIso(timeZone, deps.now());
  // The void's credit and any money refunded after it (credited again, see onOrderRefunded below).
  const credits = inv.lines.filter((l) => l.description.startsWith(creditNotePrefix(inv.id)));
  return {
    ...invoiceRow(
      {
        ...inv,
        teamName: inv.team?.name ?? null,
        owingCents: owing,
        status: statusOf({ voidedAt: extra.voidedAt, owing, dueDate: inv.dueDate }, today),
      },
      new Map(inv.member && inv.memberId !== null ? [[inv.memberId, inv.member]] : []),
    ),
    created_at_formatted: formatDateTime(extra.createdAt, timeZone),
    discount_cents: inv.discountCents,
    gst_cents: taxIncludedCents(inv.amountCents, taxRate),
    lines: inv.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unit_price_cents: l.unitPriceCents,
      payout_cents: l.payoutCents,
      total_cents: l.quantity * l.unitPriceCents,
    })),
    payments: inv.payments.map((p) => ({
      id: p.id,
      order_id: p.orderId,
      created_at_formatted: formatDateTime(p.createdAt, timeZone),
      method: p.method,
      amount_cents: p.amountCents,
      refunded_cents: p.refundedCents,
      status: p.status,
      description: p.description,
      payer: `${p.member.firstname} ${p.member.lastname}`,
    })),
    voided_at_formatted: extra.voidedAt ? formatDateTime(extra.voidedAt, timeZone) : null,
    void_reason: extra.voidReason,
    credit_note:
      credits.length > 0
        ? {
            number: creditNoteNumber(inv.id),
            amount_cents: -credits.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0),
          }
        : null,
  };
}

/** GET /api/admin/invoices/billable: members (by the member search's words) and teams (by name) to bill. */
export async function billable(deps: Deps, words: string): Promise<TBillable> {
  const [{ ids }, teams] = await Promise.all([
    memberIdsMatching(deps, words, BILLABLE_LIMIT),
    invoiceTeams().teamsNamed(deps.db, words, BILLABLE_LIMIT),
  ]);
  const contacts = await memberContacts(deps.db, ids);
  return {
    members: ids.flatMap((id) => {
      const m = contacts.get(id);
      return m ? [{ id, name: `${m.firstname} ${m.lastname}`, email: m.email }] : [];
    }),
    teams: teams.map((t) => ({ id: t.id, name: t.name, division: t.division, season: t.season })),
  };
}

/** POST /api/admin/invoices: the amount is the lines less the discount. Audited as invoice.create. */
export async function createInvoice(deps: Deps, actorId: number, body: TInvoiceCreate): Promise<number> {
  const memberId = body.member_id ?? null;
  const teamId = body.team_id ?? null;
  if (memberId !== null && !(await memberContacts(deps.db, [memberId])).has(memberId))
    throw fieldError('member_id', 'No such member');
  if (teamId !== null && !(await invoiceTeams().teamExists(deps.db, teamId)))
    throw fieldError('team_id', 'No such team');
  return deps.db.$transaction((tx) => createInvoiceIn(tx, actorId, body));
}

/**
 * Writes an invoice and its audit entry in the caller's transaction (a court hire billed with its
 * booking, so neither stands without the other). The member or team must exist.
 */
export async function createInvoiceIn(tx: Tx, actorId: number, body: TInvoiceCreate): Promise<number> {
  const linesCents = body.lines.reduce((sum, l) => sum + l.quantity * l.unit_price_cents, 0);
  const invoice = await tx.invoice.create({
    data: {
      memberId: body.member_id ?? null,
      teamId: body.team_id ?? null,
      dueDate: dbDate(body.due_date),
      amountCents: linesCents - body.discount_cents,
      discountCents: body.discount_cents,
      lines: {
        create: body.lines.map((l) => ({
          description: l.description.trim(),
          quantity: l.quantity,
          unitPriceCents: l.unit_price_cents,
          payoutCents: l.payout_cents,
        })),
      },
    },
    select: { id: true },
  });
  await recordAudit(tx, {
    actorId,
    action: 'invoice.create',
    entity: 'Invoice',
    entityId: invoice.id,
    after: body,
  });
  return invoice.id;
}

/**
 * POST /api/admin/invoices/game-fees: an invoice for each team with games in the round (or the
 * season), billed the fee per game. Runs one at a time per division (an advisory lock), so two
 * staff pressing it at once bill each team once; a team already billed for it is skipped.
 */
export async function billGameFees(
  deps: Deps,
  actorId: number,
  body: TGameFeesRequest,
): Promise<TGameFeesResult> {
  const division = await invoiceTeams().gameFeeTeams(deps.db, body.division_id, body.round);
  if (!division) throw notFound('Division');
  const description =
    body.round === null
      ? `Game fees: ${division.name}, ${division.season}`
      : `Game fees: ${division.name}, ${division.season}, round ${body.round}`;
  const { teams } = division;
  return deps.db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('invoice-game-fees'), ${body.division_id}::int)`;
    const billed = new Set(
      (
        await tx.invoice.findMany({
          where: { teamId: { in: teams.map((t) => t.id) }, lines: { some: { description } } },
          select: { teamId: true },
        })
      ).map((i) => i.teamId),
    );
    const result: TGameFeesResult = { created: [], skipped: [] };
    for (const team of teams) {
      const count = team.games;
      if (count === 0) {
        result.skipped.push({
          team: team.name,
          reason: body.round === null ? 'No games this season' : 'No game this round',
        });
        continue;
      }
      if (billed.has(team.id)) {
        result.skipped.push({ team: team.name, reason: 'Already billed' });
        continue;
      }
      const amountCents = count * body.fee_cents;
      const invoice = await tx.invoice.create({
        data: {
          teamId: team.id,
          dueDate: dbDate(body.due_date),
          amountCents,
          lines: { create: [{ description, quantity: count, unitPriceCents: body.fee_cents }] },
        },
        select: { id: true },
      });
      result.created.push({
        invoice_id: invoice.id,
        team: team.name,
        games: count,
        amount_cents: amountCents,
      });
    }
    await recordAudit(tx, {
      actorId,
      action: 'invoice.game_fees',
      entity: 'Division',
      entityId: body.division_id,
      after: { ...body, created: result.created.map((c) => c.invoice_id) },
    });
    return result;
  });
}

/**
 * POST /api/admin/invoices/:id/payments: cash, a transfer or a cheque received for the invoice,
 * at most what is open (owing less card payments still waiting), paid by the invoice's member or
 * its team's first manager. Audited as invoice.payment.
 */
export async function recordPayment(
  deps: Deps,
  actorId: number,
  invoiceId: number,
  body: TOfflinePayment,
): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const invoice = await tx.invoice.findUnique({
      where: { id: invoiceId },
      select: { memberId: true, teamId: true, voidedAt: true },
    });
    if (!invoice) throw notFound('Invoice');
    const open = await lockedOpenCents(tx, invoiceId);
    if (invoice.voidedAt) throw new AppError('conflict', 'This invoice is void: nothing can be paid on it.');
    if (open <= 0) throw new AppError('conflict', 'Nothing is owing on this invoice.');
    if (body.amount_cents > open)
      throw fieldError('amount_cents', `At most ${formatDollars(open)} is owing on this invoice.`);
    const payer = invoice.memberId ?? (await invoiceTeams().managerIdsOf(tx, invoice.teamId!))[0];
    if (payer === undefined)
      throw new AppError('conflict', 'The team has no manager to record the payment against: add one first.');
    const orderId = await recordOfflinePayment(tx, {
      invoiceId,
      teamId: invoice.teamId,
      memberId: payer,
      amountCents: body.amount_cents,
      method: body.method,
      reference: body.reference.trim(),
      taxRate: deps.settings.current().taxRate,
      now: deps.now(),
    });
    await recordAudit(tx, {
      actorId,
      action: 'invoice.payment',
      entity: 'Invoice',
      entityId: invoiceId,
      after: { ...body, order_id: orderId },
    });
  });
}

/**
 * Inside the transaction: a credit note line of minus `cents` on the invoice, refused while a card
 * payment of it is still waiting for its 3-D Secure step (its money may yet arrive).
 */
async function addCreditLine(
  tx: Tx,
  invoice: { id: number; openCents: number },
  cents: number,
  reason: string,
): Promise<void> {
  if (invoice.openCents < cents)
    throw new AppError(
      'conflict',
      'A card payment of this invoice is still being confirmed: try again shortly.',
    );
  await tx.invoiceLine.create({
    data: {
      invoiceId: invoice.id,
      description: `${creditNotePrefix(invoice.id)}: ${reason}`,
      quantity: 1,
      unitPriceCents: -cents,
    },
  });
}

/**
 * POST /api/admin/invoices/:id/void: what is still owing is credited by a credit note (a line of
 * minus that amount, the amount lowered by it, as a declined team's invoices are credited), and
 * the invoice is marked void. Payments already received stay (refund them from their orders).
 * Refused when nothing is owing or a card payment is still waiting for its 3-D Secure step.
 */
export async function voidInvoice(
  deps: Deps,
  actorId: number,
  invoiceId: number,
  body: TInvoiceVoid,
): Promise<void> {
  const reason = body.reason.trim();
  await deps.db.$transaction(async (tx) => {
    const invoice = await tx.invoice.findUnique({ where: { id: invoiceId }, select: { voidedAt: true } });
    if (!invoice) throw notFound('Invoice');
    const { owingCents: owing, openCents: open } = await lockInvoice(tx, invoiceId);
    if (invoice.voidedAt) throw new AppError('conflict', 'This invoice is already void.');
    if (owing <= 0)
      throw new AppError('conflict', 'Nothing is owing on this invoice: refund its payments instead.');
    await addCreditLine(tx, { id: invoiceId, openCents: open }, owing, reason);
    await tx.invoice.update({
      where: { id: invoiceId },
      data: { amountCents: { decrement: owing }, voidedAt: deps.now(), voidReason: reason },
    });
    await recordAudit(tx, {
      actorId,
      action: 'invoice.void',
      entity: 'Invoice',
      entityId: invoiceId,
      after: { credit_note: creditNoteNumber(invoiceId), credited_cents: owing },
      reason,
    });
  });
}

/**
 * Credits part of what is still owing (one cancelled date of a hire block billed on one invoice):
 * a credit note line of minus that amount, the amount lowered by it, audited. The invoice stays
 * open for its other lines. Answers the cents credited: at most what is owing, never below nothing.
 */
export async function creditInvoicePart(
  deps: Deps,
  actorId: number,
  invoiceId: number,
  cents: number,
  reason: string,
): Promise<number> {
  return deps.db.$transaction(async (tx) => {
    const { owingCents: owing, openCents: open } = await lockInvoice(tx, invoiceId);
    const credit = Math.min(cents, owing);
    if (credit <= 0) return 0;
    await addCreditLine(tx, { id: invoiceId, openCents: open }, credit, reason);
    await tx.invoice.update({ where: { id: invoiceId }, data: { amountCents: { decrement: credit } } });
    await recordAudit(tx, {
      actorId,
      action: 'invoice.credit',
      entity: 'Invoice',
      entityId: invoiceId,
      after: { credit_note: creditNoteNumber(invoiceId), credited_cents: credit },
      reason,
    });
    return credit;
  });
}

/**
 * A void invoice owes nothing, so money later refunded from one of its payments is credited too (a
 * further credit note line), where the member side's rule would have it owing again.
 */
onOrderRefunded('invoice', async (tx, order, what) => {
  if (order.invoiceId === null) return;
  const invoice = await tx.invoice.findUniqueOrThrow({
    where: { id: order.invoiceId },
    select: { voidedAt: true },
  });
  if (!invoice.voidedAt) return;
  const { owingCents: owing } = await lockInvoice(tx, order.invoiceId);
  const credit = Math.min(owing, what.amountCents);
  if (credit <= 0) return;
  await tx.invoiceLine.create({
    data: {
      invoiceId: order.invoiceId,
      description: `${creditNotePrefix(order.invoiceId)}: refunded after the invoice was void`,
      quantity: 1,
      unitPriceCents: -credit,
    },
  });
  await tx.invoice.update({ where: { id: order.invoiceId }, data: { amountCents: { decrement: credit } } });
});
