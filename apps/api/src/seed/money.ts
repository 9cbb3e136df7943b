// Demo data of the money area: membership and donation products, three invoices of
// demomember (unpaid, part-paid, paid) and two vouchers he can use (PIN 0209 =
// DDMM of his birthday, 02/09/2001). Called by seedDemo after the members exist.
import type { Db } from '../plugins/prisma.js';
import { taxIncludedCents } from '../lib/money.js';

const day = 86_400_000;
const dateOnly = (d: Date) => new Date(`${d.toISOString().slice(0, 10)}T00:00:00Z`);

export async function seedMoney(db: Db, taxRate = 0.1, now: Date = new Date()): Promise<void> {
  const jack = await db.member.findUnique({ where: { usernameLower: 'demomember' }, select: { id: true } });
  if (!jack) return;
  const today = dateOnly(now);

  await db.$transaction(async (tx) => {
    await tx.product.createMany({
      data: [
        {
          name: 'Basketball Membership (12 months)',
          priceCents: 12_000,
          isMembership: true,
          membershipSport: 'basketball',
          membershipMonths: 12,
          akv: true,
          voucherEligible: true,
        },
        {
          name: 'Netball Membership (12 months)',
          priceCents: 9_500,
          isMembership: true,
          membershipSport: 'netball',
          membershipMonths: 12,
          akv: true,
          voucherEligible: true,
        },
        {
          name: 'Donation',
          description: 'A $1 donation to the association junior development fund',
          priceCents: 100,
          isDonation: true,
        },
      ],
    });

    await tx.invoice.create({
      data: {
        memberId: jack.id,
        dueDate: new Date(today.getTime() + 14 * day),
        amountCents: 15_000,
        lines: { create: [{ description: 'Summer season game fees', quantity: 10, unitPriceCents: 1_500 }] },
      },
    });
    const partPaid = await tx.invoice.create({
      data: {
        memberId: jack.id,
        dueDate: new Date(today.getTime() + 7 * day),
        amountCents: 20_000,
        lines: {
          create: [
            { description: 'Winter season game fees', quantity: 8, unitPriceCents: 2_000 },
            { description: 'Uniform singlet', quantity: 1, unitPriceCents: 4_000 },
          ],
        },
      },
    });
    const paid = await tx.invoice.create({
      data: {
        memberId: jack.id,
        dueDate: new Date(today.getTime() - 30 * day),
        amountCents: 6_000,
        lines: { create: [{ description: 'Referee course', quantity: 1, unitPriceCents: 6_000 }] },
      },
    });

    // Earlier payments made at the front desk, recorded as orders like any other payment.
    const recordPayment = async (
      invoiceId: number,
      cents: number,
      method: 'cash' | 'eft',
      daysAgo: number,
    ) => {
      const at = new Date(now.getTime() - daysAgo * day);
      const order = await tx.order.create({
        data: {
          memberId: jack.id,
          origin: 'invoice',
          invoiceId,
          subtotalCents: cents,
          taxCents: taxIncludedCents(cents, taxRate),
          totalCents: cents,
          paid: true,
          paidAt: at,
          createdAt: at,
          lines: {
            create: [
              {
                name: `Invoice #${invoiceId} payment`,
                quantity: 1,
                unitPriceCents: cents,
                totalCents: cents,
              },
            ],
          },
        },
      });
      await tx.payment.create({
        data: {
          orderId: order.id,
          invoiceId,
          memberId: jack.id,
          amountCents: cents,
          method,
          gateway: 'manual',
          status: 'succeeded',
          description: `Invoice #${invoiceId}`,
          createdAt: at,
        },
      });
    };
    await recordPayment(partPaid.id, 8_000, 'eft', 20);
    await recordPayment(paid.id, 6_000, 'cash', 45);

    await tx.voucher.createMany({
      data: [
        // NSW Active & Creative Kids style voucher: $100 off, single use.
        {
          number: 'AKV2026000123',
          pinDDMM: '0209',
          kind: 'akv',
          method: 'fixed',
          value: 10_000,
          recipientMemberId: jack.id,
        },
        // The association's own voucher: 10 % off.
        {
          number: 'WELCOME10',
          pinDDMM: '0209',
          kind: 'client',
          method: 'percent',
          value: 1_000,
          recipientMemberId: jack.id,
        },
      ],
    });
  });
}
