// The facilities staff's store console in Chromium, on the demo data and the sandbox gateway:
// demofacilities opens Store from the console's navigation, adds a sub-category and sees the
// store refuse to delete a category still in use, creates "Holiday Camp" ($50, 20 places, in
// Camps, attendees needed) and uploads its cover image through the file input; demomember buys a
// place on the member store (where the cover shows) with himself as the attendee and pays by
// card; back in the console the product's Attendees tab lists him (and its CSV holds his line for
// the coordinator) and the Sales tab shows the sale. Axe on the list, the categories, the editor,
// the product page and its tabs; the product page at phone width does not scroll sideways.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  expectAccessible,
  payAndOpenReceipt,
  type Portal,
  sidewaysScrolls,
  signIn,
  startPortal,
  typeDate,
  drawn,
  PNG,
} from './harness.js';

const NAME = 'Holiday Camp';

let portal: Portal;
let staff: Page;
let member: Page;
let buyer: { firstname: string; lastname: string; email: string | null };

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  const jack = await portal.db.member.findUniqueOrThrow({
    where: { usernameLower: 'demomember' },
    select: { firstname: true, lastname: true, email: true },
  });
  buyer = jack;
  staff = await signIn(await portal.newPage(), 'demofacilities');
  member = await signIn(await portal.newPage(), 'demomember');
}, 120_000);
afterAll(() => portal?.close());
afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail') return;
  const name = ctx.task.name.slice(0, 20).replace(/\W+/g, '-');
  await staff.screenshot({ path: `/tmp/store-e2e-${name}-staff.png`, fullPage: true });
  await member.screenshot({ path: `/tmp/store-e2e-${name}-member.png`, fullPage: true });
});

/** The store's products list in the console. */
async function openStore() {
  await staff.goto('/admin/store');
  await staff.getByRole('heading', { name: 'Store', level: 1 }).waitFor();
}

/**
 * Holiday Camp with its cover, as the product test makes it in the console: a test that needs it
 * makes what is missing through the same calls when that test did not. Answers the product's
 * console page and its cover's address.
 */
async function ensureProduct(): Promise<{ id: number; url: string; cover: string }> {
  let product = await portal.db.product.findFirst({
    where: { name: NAME },
    select: { id: true, cover: true },
  });
  if (!product) {
    const camps = await portal.db.productCategory.findFirstOrThrow({
      where: { name: 'Camps', parentId: null },
      select: { id: true },
    });
    const created = await staff.request.post('/api/admin/store/products', {
      data: {
        name: NAME,
        description: 'Three days of games and skills for juniors.',
        category_id: camps.id,
        price_cents: 5_000,
        quantity: 20,
        time_start: '09:00',
        time_end: '15:00',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    product = { id: ((await created.json()) as { data: { id: number } }).data.id, cover: null };
  }
  if (!product.cover) {
    const upload = await staff.request.put(`/api/admin/store/products/${product.id}/cover`, {
      multipart: { cover: { name: 'camp.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(upload.status(), await upload.text()).toBe(200);
  }
  const answer = await staff.request.get(`/api/admin/store/products/${product.id}`);
  expect(answer.status()).toBe(200);
  const { cover_url } = ((await answer.json()) as { data: { cover_url: string | null } }).data;
  return { id: product.id, url: `/admin/store/products/${product.id}`, cover: cover_url! };
}

/**
 * demomember's paid order of a place on Holiday Camp, himself attending, as the sale test makes it
 * on the member store: paid through the same call when that test did not. Answers its id.
 */
async function ensureSold(productId: number): Promise<number> {
  const sold = await portal.db.order.findFirst({
    where: { paid: true, lines: { some: { productId } } },
    select: { id: true },
  });
  if (sold) return sold.id;
  const answer = await member.request.post('/api/ecommerce/store/payshoppingcart', {
    data: {
      shoppingCart: [{ product_id: productId, product_quantity: 1 }],
      attendees: [
        { firstname: buyer.firstname, lastname: buyer.lastname, dob: '02/09/2001', gender: 'male' },
      ],
      assign: [{ product_id: productId, attendees: [0] }],
      donationCart: [],
      cardData: {
        cardNumber: '4242 4242 4242 4242',
        cardName: `${buyer.firstname} ${buyer.lastname}`,
        cardExpiry: '12/34',
        cardCVC: '123',
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { o_id: number } }).data.o_id;
}

describe('console: store', () => {
  it('manages the categories: adds one under Camps; deleting Camps is refused while in use', async () => {
    await staff.goto('/admin');
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Store' }).click();
    await staff.getByRole('heading', { name: 'Store', level: 1 }).waitFor();
    const products = staff.getByRole('grid', { name: 'Products' });
    await products.getByRole('link', { name: 'Shooting Skills Clinic' }).waitFor();
    await expectAccessible(staff, 'store products');

    await staff.getByRole('tab', { name: 'Categories' }).click();
    const categories = staff.getByRole('grid', { name: 'Categories' });
    await categories.getByRole('gridcell', { name: 'Merchandise', exact: true }).first().waitFor();
    await staff.getByRole('button', { name: 'Add a category' }).click();
    const add = staff.getByRole('dialog', { name: 'Add a category' });
    await add.getByLabel('Name').fill('Winter camps');
    await add.getByLabel('Under').selectOption({ label: 'Camps' });
    await add.getByRole('button', { name: 'Add category' }).click();
    await staff.getByRole('status').filter({ hasText: 'Category Camps › Winter camps added.' }).waitFor();
    await categories.getByRole('gridcell', { name: 'Camps › Winter camps', exact: true }).waitFor();
    await expectAccessible(staff, 'store categories');

    await staff.getByRole('button', { name: 'Delete the category Camps', exact: true }).click();
    const refuse = staff.getByRole('dialog', { name: 'Delete the category Camps?' });
    await refuse.getByRole('button', { name: 'Delete' }).click();
    await refuse
      .getByRole('alert')
      .filter({ hasText: /^Camps still has 1 product/ })
      .waitFor();
    await refuse.getByRole('button', { name: 'Cancel' }).click();
    await refuse.waitFor({ state: 'hidden' });
  });

  it('creates a product that needs attendees and uploads its cover', async () => {
    await openStore();
    await staff.getByRole('tab', { name: 'Products' }).click();
    await staff.getByRole('button', { name: 'New product' }).click();
    const dialog = staff.getByRole('dialog', { name: 'New product' });
    await dialog.getByLabel('Name', { exact: true }).fill(NAME);
    await dialog.getByLabel('Description').fill('Three days of games and skills for juniors.');
    await dialog.getByLabel('Category').selectOption({ label: 'Camps' });
    await dialog.getByLabel('Price in dollars').fill('50');
    await dialog.getByLabel('Places', { exact: true }).fill('20');
    await dialog.getByLabel('Start time').fill('9:00');
    await dialog.getByLabel('End time').fill('15:00');
    expect(await dialog.getByLabel('Attendees needed').isChecked()).toBe(true);
    await expectAccessible(staff, 'new product');
    await dialog.getByRole('button', { name: 'Create product' }).click();

    await staff.waitForURL(/\/admin\/store\/products\/\d+$/);
    await staff.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    await staff.getByText('$50.00 · 20 of 20 left').waitFor();

    await staff.getByLabel('Choose a cover image').setInputFiles({
      name: 'camp.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await staff.getByRole('img', { name: 'Preview of camp.png' }).waitFor();
    await staff.getByRole('button', { name: 'Upload cover' }).click();
    await staff.getByRole('status').filter({ hasText: 'Cover image uploaded.' }).waitFor();
    const cover = staff.getByRole('img', { name: `Cover image of ${NAME}` });
    await cover.waitFor();
    await expect.poll(() => drawn(cover)).toBe(true);
    // The preview goes once the image is the product's.
    expect(await staff.getByRole('img', { name: 'Preview of camp.png' }).count()).toBe(0);
    await expectAccessible(staff, 'product page');
  });

  it('fits a phone: the product page does not scroll sideways', async () => {
    const { url } = await ensureProduct();
    const phone = await signIn(await portal.newPage({ mobile: true }), 'demofacilities');
    await phone.goto(url);
    await phone.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    await phone.getByRole('img', { name: `Cover image of ${NAME}` }).waitFor();
    expect((await sidewaysScrolls(phone)).filter((s) => s.startsWith('the page'))).toEqual([]);
    await phone.context().close();
  });

  it('sells it on the member store, with the cover, to a member who names himself as the attendee', async () => {
    const fullName = `${buyer.firstname} ${buyer.lastname}`;
    const button = (name: string) => member.getByRole('button', { name, exact: true });
    const next = async () => {
      // The step closing above or below is still collapsing for a moment.
      await expect.poll(() => button('Continue').count()).toBe(1);
      await button('Continue').click();
    };
    const { cover } = await ensureProduct();
    await member.goto('/member/store');
    const card = member.getByRole('article', { name: NAME, exact: true });
    await card.waitFor();
    const shown = card.locator('img');
    expect(await shown.getAttribute('src')).toBe(cover);
    await expect.poll(() => drawn(shown)).toBe(true);

    await card.getByRole('button', { name: /Add To Cart/ }).click();
    await card.getByText('1 in cart').waitFor();
    await member.getByRole('button', { name: 'Cart, 1 item' }).click();
    await member.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Check out' }).click();
    await member.waitForURL('**/member/checkout');
    await member.getByRole('table', { name: 'Cart items' }).waitFor();
    await next();

    await button('Add Attendee').click();
    const attendee = member.getByRole('region', { name: 'Attendee 1' });
    await attendee.getByLabel('First Name', { exact: true }).fill(buyer.firstname);
    await attendee.getByLabel('Last Name', { exact: true }).fill(buyer.lastname);
    await typeDate(attendee, 'Date of Birth', '02092001');
    await attendee.getByLabel('Gender', { exact: true }).selectOption('male');
    await attendee.getByRole('button', { name: 'CONFIRM Attendee' }).click();
    await attendee.getByRole('button', { name: 'ATTENDEE ADDED' }).waitFor();
    await next();

    await member
      .getByRole('group', { name: new RegExp(`^${NAME}: choose 1 attendee`) })
      .getByRole('checkbox', { name: fullName })
      .check();
    await next();
    await member.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }).check();
    await next();
    // Not voucher eligible: the voucher step only says so.
    await member.getByText('Vouchers cannot be used for this purchase.').waitFor();
    await next();

    await member.getByText('Test mode', { exact: true }).waitFor();
    await member.getByLabel('Card Number', { exact: true }).fill('4242 4242 4242 4242');
    await member.getByLabel('Full Name', { exact: true }).fill(fullName);
    await member.getByLabel('Card Expiry', { exact: true }).fill('1234');
    await member.getByLabel('CVC', { exact: true }).fill('123');
    await payAndOpenReceipt(member, button('Pay $50.00'));
    await member.getByRole('table', { name: 'Order items' }).getByText(`Attendees: ${fullName}`).waitFor();
  });

  it("lists the member's attendee for the coordinator, also as CSV, and shows the sale", async () => {
    const fullName = `${buyer.firstname} ${buyer.lastname}`;
    const product = await ensureProduct();
    const orderId = await ensureSold(product.id);
    await staff.goto(product.url);
    await staff.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    await staff.getByRole('tab', { name: 'Attendees' }).click();
    const attendees = staff.getByRole('table', { name: 'Attendees' });
    const row = attendees.getByRole('row').filter({ hasText: fullName });
    await row.waitFor();
    expect(await row.innerText()).toContain('02/09/2001');
    expect(await row.innerText()).toContain(`Order #${orderId}`);
    await expectAccessible(staff, 'product attendees');

    const link = staff.getByRole('link', { name: 'Download the attendee list for the coordinator (CSV)' });
    expect(await link.getAttribute('href')).toBe(`/api/admin/store/products/${product.id}/attendees.csv`);
    const csv = await staff.request.get((await link.getAttribute('href'))!);
    expect(csv.status()).toBe(200);
    expect(
      (await csv.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual([
      'First name,Last name,Date of birth,Gender,Member,Email,Mobile,Address,Suburb,Postcode,State,Emergency contact,Emergency mobile,Medical,Order,Bought by,Buyer email',
      `${buyer.firstname},${buyer.lastname},2001-09-02,male,Yes,,,,,,,,,,${orderId},${fullName},${buyer.email ?? ''}`,
    ]);

    await staff.getByRole('tab', { name: 'Sales' }).click();
    const sales = staff.getByRole('table', { name: 'Sales' });
    const sale = sales.getByRole('row').filter({ hasText: fullName });
    await sale.waitFor();
    expect(await sale.innerText()).toContain('$50.00');
    await staff.getByRole('link', { name: 'Download the sales (CSV)' }).waitFor();
    await expectAccessible(staff, 'product sales');
    // The places left count the sale.
    await staff.reload();
    await staff.getByText('$50.00 · 19 of 20 left').waitFor();
  });
});
