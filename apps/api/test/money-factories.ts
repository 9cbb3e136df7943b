// Factories of the money area: each test seeds its own products, vouchers and invoices.
import { randomBytes } from 'node:crypto';
import type { Db } from '../src/plugins/prisma.js';
import type { Prisma } from '../src/generated/prisma/client.js';

const suffix = () => randomBytes(4).toString('hex').toUpperCase();

export function createMembershipProduct(
  db: Db,
  sport: 'basketball' | 'netball',
  overrides: Partial<Prisma.ProductUncheckedCreateInput> = {},
) {
  return db.product.create({
    data: {
      name: `${sport === 'basketball' ? 'Basketball' : 'Netball'} Membership`,
      priceCents: sport === 'basketball' ? 12_000 : 9_500,
      isMembership: true,
      membershipSport: sport,
      membershipMonths: 12,
      akv: true,
      voucherEligible: true,
      ...overrides,
    },
  });
}

export function createDonationProduct(db: Db) {
  return db.product.create({ data: { name: 'Donation', priceCents: 100, isDonation: true } });
}

/** A voucher for a member: its PIN is DDMM of their birthday. */
export function createVoucher(
  db: Db,
  member: { id: number; dob: Date },
  overrides: Partial<Prisma.VoucherUncheckedCreateInput> = {},
) {
  const pin = `${String(member.dob.getUTCDate()).padStart(2, '0')}${String(member.dob.getUTCMonth() + 1).padStart(2, '0')}`;
  return db.voucher.create({
    data: {
      number: `AKV${suffix()}`,
      pinDDMM: pin,
      kind: 'akv',
      method: 'fixed',
      value: 5_000,
      recipientMemberId: member.id,
      ...overrides,
    },
  });
}

export function pinOf(member: { dob: Date }) {
  return `${String(member.dob.getUTCDate()).padStart(2, '0')}${String(member.dob.getUTCMonth() + 1).padStart(2, '0')}`;
}

export function createInvoice(db: Db, overrides: Partial<Prisma.InvoiceUncheckedCreateInput> = {}) {
  return db.invoice.create({
    data: {
      dueDate: new Date('2026-12-31T00:00:00Z'),
      amountCents: 20_000,
      lines: {
        create: [{ description: 'Season game fees', quantity: 10, unitPriceCents: 2_000, payoutCents: 500 }],
      },
      ...overrides,
    },
  });
}

/** A payment recorded at the front desk (an order with one payment), e.g. part of an invoice. */
export async function recordInvoicePayment(
  db: Db,
  invoice: { id: number },
  memberId: number,
  cents: number,
  extra: Partial<Prisma.PaymentUncheckedCreateInput> = {},
) {
  const order = await db.order.create({
    data: {
      memberId,
      origin: 'invoice',
      invoiceId: invoice.id,
      subtotalCents: cents,
      taxCents: 0,
      totalCents: cents,
      paid: true,
      paidAt: new Date(),
    },
  });
  return db.payment.create({
    data: {
      orderId: order.id,
      invoiceId: invoice.id,
      memberId,
      amountCents: cents,
      method: 'cash',
      gateway: 'manual',
      status: 'succeeded',
      ...extra,
    },
  });
}

export async function createTeamWith(
  db: Db,
  positions: Array<{ memberId: number; role: 'manager' | 'admin' | 'coach' | 'assistant' | 'player' }>,
) {
  const tag = suffix();
  const season = await db.season.create({ data: { name: `Season ${tag}` } });
  const grade = await db.grade.create({ data: { name: `Grade ${tag}` } });
  const group = await db.divisionGroup.create({ data: { name: 'Open', gradeId: grade.id } });
  const division = await db.division.create({
    data: { name: 'Div 1', seasonId: season.id, groupId: group.id },
  });
  const team = await db.team.create({ data: { name: `Team ${tag}`, divisionId: division.id } });
  for (const p of positions) await db.teamPosition.create({ data: { teamId: team.id, ...p } });
  return team;
}

export const VISA = {
  cardNumber: '4242 4242 4242 4242',
  cardName: 'Casey Jones',
  cardExpiry: '12/30',
  cardCVC: '123',
};
export const card = (cardNumber: string, o: Partial<typeof VISA> = {}) => ({ ...VISA, cardNumber, ...o });
