// Factories of the store: each test seeds its own categories and products.
import { randomBytes } from 'node:crypto';
import { addDaysIso, todayIso } from '@courtside/contracts';
import type { Db } from '../src/plugins/prisma.js';
import type { Prisma } from '../src/generated/prisma/client.js';

const suffix = () => randomBytes(3).toString('hex');

/** A database date n days from today in the association's zone. */
export const dayFromToday = (n: number) =>
  new Date(`${addDaysIso(todayIso('Australia/Sydney'), n)}T00:00:00Z`);

/** A store product bookable from 5 days ago to 30 days ahead, 20 places, attendees needed. */
export function createStoreProduct(db: Db, overrides: Partial<Prisma.ProductUncheckedCreateInput> = {}) {
  return db.product.create({
    data: {
      name: `Holiday Camp ${suffix()}`,
      priceCents: 25_000,
      quantity: 20,
      booked: 0,
      dateStart: dayFromToday(-5),
      dateEnd: dayFromToday(30),
      timeStart: '09:00',
      timeEnd: '15:00',
      ...overrides,
    },
  });
}

export function createCategory(db: Db, name = `Camps ${suffix()}`, parentId: number | null = null) {
  return db.productCategory.create({ data: { name, parentId } });
}

export function createVenue(db: Db, name = `Stadium ${suffix()}`) {
  return db.venue.create({
    data: { name, address: '1 Hoop Street', suburb: 'Glebe', postcode: '2037', state: 'NSW' },
  });
}

/** The cart line the browser keeps for a product (price as shown; the server ignores it). */
export const cartLine = (
  p: { id: number; name: string; priceCents: number },
  quantity = 1,
  price = p.priceCents / 100,
) => ({
  product_id: p.id,
  product_title: p.name,
  product_price: price,
  product_quantity: quantity,
  product_totalPrice: price * quantity,
  product_akv: false,
  product_no_attendee: false,
  product_order_qty_max: null,
  product_hpc: false,
});

/** A child who is not a member: the extra details are needed. */
export const newChild = (o: Record<string, unknown> = {}) => ({
  firstname: 'Zara',
  lastname: `Nobody${suffix()}`,
  dob: '14/02/2014',
  gender: 'female',
  email: 'parent@example.com',
  mobile: '0411222333',
  address: '8 Rim Street',
  suburb: 'BLACKTOWN',
  postcode: '2148',
  state: 'NSW',
  ec_fullname: 'Ava Nobody',
  ec_mobile: '0422333444',
  ec_medical: 'Asthma: puffer in bag',
  ...o,
});
