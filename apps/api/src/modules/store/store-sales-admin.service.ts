// The store console's sales of a product (facilities staff): every paid line, and the people on
// the lines not refunded with what the checkout collected about them, each also as CSV. Reads
// only; the payments area answers the paid lines.
import type { TProductAttendees, TProductSales } from '@courtside/contracts/admin';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/app-error.js';
import { money, toCsv } from '../../lib/csv.js';
import { formatDateTime } from '../../lib/display.js';
import { isoOfDbDate, localIsoDate } from '../../lib/local-dates.js';
import { paidLinesOfProduct } from '../payments/index.js';
import { memberContacts } from '../people/index.js';
import { STORE_KIND } from './store.service.js';

async function storeProductName(deps: Deps, productId: number) {
  const p = await deps.db.product.findFirst({
    where: { id: productId, ...STORE_KIND },
    select: { id: true, name: true },
  });
  if (!p) throw notFound('Product');
  return p;
}

const fullName = (m: { firstname: string; lastname: string } | undefined) =>
  m ? `${m.firstname} ${m.lastname}` : '';

/** GET /api/admin/store/products/:id/sales: every paid line, oldest first, dates in the association's zone. */
export async function productSales(deps: Deps, productId: number): Promise<TProductSales> {
  const product = await storeProductName(deps, productId);
  const lines = await paidLinesOfProduct(deps.db, productId);
  const members = await memberContacts(deps.db, [...new Set(lines.map((l) => l.memberId))]);
  const { timeZone } = deps.settings.current();
  const sales = lines.map((l) => ({
    order_id: l.orderId,
    line_id: l.lineId,
    paid_on: localIsoDate(l.paidAt, timeZone),
    paid_at_formatted: formatDateTime(l.paidAt, timeZone),
    member: { id: l.memberId, name: fullName(members.get(l.memberId)) },
    quantity: l.quantity,
    amount_cents: l.totalCents,
    refunded: l.refunded,
    refunded_cents: l.refundedCents,
  }));
  const amount = sales.reduce((sum, s) => sum + s.amount_cents, 0);
  const refunded = sales.reduce((sum, s) => sum + s.refunded_cents, 0);
  return {
    product,
    sales,
    totals: {
      orders: new Set(sales.map((s) => s.order_id)).size,
      places: sales.reduce((sum, s) => sum + (s.refunded ? 0 : s.quantity), 0),
      amount_cents: amount,
      refunded_cents: refunded,
      net_cents: amount - refunded,
    },
  };
}

export async function productSalesCsv(deps: Deps, productId: number): Promise<string> {
  const report = await productSales(deps, productId);
  return toCsv([
    ['Order', 'Paid', 'Member ID', 'Member', 'Places', 'Amount', 'Refunded', 'Amount refunded'],
    ...report.sales.map((s) => [
      s.order_id,
      s.paid_at_formatted,
      s.member.id,
      s.member.name,
      s.quantity,
      money(s.amount_cents),
      s.refunded ? 'Yes' : 'No',
      money(s.refunded_cents),
    ]),
    [
      'Total',
      '',
      '',
      '',
      report.totals.places,
      money(report.totals.amount_cents),
      '',
      money(report.totals.refunded_cents),
    ],
  ]);
}

/**
 * GET /api/admin/store/products/:id/attendees: the people on paid lines not refunded, with what
 * the checkout collected about them and who bought the place, by last name.
 */
export async function productAttendees(deps: Deps, productId: number): Promise<TProductAttendees> {
  const product = await storeProductName(deps, productId);
  const lines = (await paidLinesOfProduct(deps.db, productId)).filter((l) => !l.refunded);
  const lineOf = new Map(lines.map((l) => [l.lineId, l]));
  const assigned = await deps.db.orderLineAttendee.findMany({
    where: { orderLineId: { in: [...lineOf.keys()] } },
    select: {
      orderLineId: true,
      attendee: {
        select: {
          id: true,
          firstname: true,
          lastname: true,
          dob: true,
          gender: true,
          memberId: true,
          email: true,
          mobile: true,
          address: true,
          suburb: true,
          postcode: true,
          state: true,
          ecFullname: true,
          ecMobile: true,
          ecMedical: true,
        },
      },
    },
    orderBy: { id: 'asc' },
  });
  const buyers = await memberContacts(deps.db, [...new Set(lines.map((l) => l.memberId))]);
  const attendees = assigned.map(({ orderLineId, attendee: a }) => {
    const line = lineOf.get(orderLineId)!;
    const buyer = buyers.get(line.memberId);
    return {
      attendee_id: a.id,
      firstname: a.firstname,
      lastname: a.lastname,
      dob: isoOfDbDate(a.dob),
      gender: a.gender,
      is_member: a.memberId !== null,
      email: a.email,
      mobile: a.mobile,
      address: a.address,
      suburb: a.suburb,
      postcode: a.postcode,
      state: a.state,
      emergency_contact: a.ecFullname,
      emergency_mobile: a.ecMobile,
      medical: a.ecMedical,
      order_id: line.orderId,
      buyer: { id: line.memberId, name: fullName(buyer), email: buyer?.email ?? null },
    };
  });
  attendees.sort(
    (x, y) =>
      x.lastname.localeCompare(y.lastname) ||
      x.firstname.localeCompare(y.firstname) ||
      x.order_id - y.order_id,
  );
  return { product, attendees };
}

export async function productAttendeesCsv(deps: Deps, productId: number): Promise<string> {
  const list = await productAttendees(deps, productId);
  return toCsv([
    [
      'First name',
      'Last name',
      'Date of birth',
      'Gender',
      'Member',
      'Email',
      'Mobile',
      'Address',
      'Suburb',
      'Postcode',
      'State',
      'Emergency contact',
      'Emergency mobile',
      'Medical',
      'Order',
      'Bought by',
      'Buyer email',
    ],
    ...list.attendees.map((a) => [
      a.firstname,
      a.lastname,
      a.dob,
      a.gender,
      a.is_member ? 'Yes' : 'No',
      a.email ?? '',
      a.mobile ?? '',
      a.address ?? '',
      a.suburb ?? '',
      a.postcode ?? '',
      a.state ?? '',
      a.emergency_contact ?? '',
      a.emergency_mobile ?? '',
      a.medical ?? '',
      a.order_id,
      a.buyer.name,
      a.buyer.email ?? '',
    ]),
  ]);
}
