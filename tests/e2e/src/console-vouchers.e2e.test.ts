// The treasurer's vouchers in Chromium, on the demo data: demofinance makes a $20
// voucher for demomember from the console (the PIN is her birthday), the member side accepts it,
// demofinance withdraws it and the member side refuses it; the Active Kids claim tab shows its
// period, table or word and its CSV link. Axe on the list, the dialog, the voucher and the claim.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PAY_MSG } from '../../../packages/contracts/src/payments/payments.js';
import { expectAccessible, type Portal, signIn, startPortal } from './harness.js';

let portal: Portal;
let finance: Page;
let member: Page;
let memberName: string;
let pin: string;
const NUMBER = 'CONSOLE20';

/** The member side's own check of a voucher, with the member's session. */
const validate = async () => {
  const res = await member.request.post('/api/ecommerce/voucher/validate', {
    data: { voucher_number: NUMBER, voucher_pin: pin, akv: false },
  });
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  const jack = await portal.db.member.findUniqueOrThrow({
    where: { usernameLower: 'demomember' },
    select: { firstname: true, lastname: true, dob: true },
  });
  memberName = `${jack.firstname} ${jack.lastname}`;
  pin = `${String(jack.dob.getUTCDate()).padStart(2, '0')}${String(jack.dob.getUTCMonth() + 1).padStart(2, '0')}`;
  finance = await signIn(await portal.newPage(), 'demofinance');
  member = await signIn(await portal.newPage(), 'demomember');
}, 120_000);
afterAll(() => portal?.close());

describe('console: vouchers', () => {
  it('makes a voucher for a member that the member side accepts, then withdraws it', async () => {
    await finance.goto('/admin');
    await finance
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Vouchers' })
      .click();
    await finance.getByRole('heading', { name: 'Vouchers', level: 1 }).waitFor();
    await finance.getByRole('grid', { name: 'Vouchers' }).waitFor();
    await expectAccessible(finance, 'vouchers');

    await finance.getByRole('button', { name: 'New voucher' }).click();
    const dialog = finance.getByRole('dialog', { name: 'New voucher' });
    await dialog.getByLabel('Voucher number').fill('console-20');
    await dialog.getByLabel('Amount in dollars').fill('20');
    await dialog.getByRole('combobox', { name: 'Member' }).fill(memberName);
    await finance
      .getByRole('option', { name: new RegExp(`^${memberName} \\(member `) })
      .first()
      .click();
    await dialog.getByText(`The PIN will be ${memberName}'s birthday (DDMM), from their profile`).waitFor();
    await expectAccessible(finance, 'new voucher');
    await dialog.getByRole('button', { name: 'Create voucher' }).click();

    await finance.getByRole('heading', { name: `Voucher ${NUMBER}`, level: 1 }).waitFor();
    await finance.getByText('$20.00 · Client').waitFor();
    await expectAccessible(finance, 'voucher');
    const accepted = await validate();
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ c_value: 20, c_method: 'fixed', voucher_number: NUMBER });

    await finance.getByRole('button', { name: 'Withdraw' }).click();
    const confirm = finance.getByRole('dialog', { name: `Withdraw voucher ${NUMBER}?` });
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await finance.getByRole('button', { name: 'Restore' }).waitFor();
    expect(await validate()).toEqual({
      status: 422,
      body: { error: 'error_response', message: PAY_MSG.voucherInvalid },
    });
  });

  it('shows the Active Kids claim for a period with its CSV', async () => {
    await finance.goto('/admin/vouchers?tab=akv-claim');
    await finance.getByRole('form', { name: 'Claim period' }).waitFor();
    const link = finance.getByRole('link', { name: 'Download CSV' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(
      /^\/api\/admin\/vouchers\/akv-claims\.csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );
    const csv = await finance.request.get(href!);
    expect((await csv.text()).split('\n')[0]).toBe(
      '\ufeffVoucher number,Child first name,Child last name,Date of birth,Activity,Date redeemed,Order,Amount claimed',
    );
    await expectAccessible(finance, 'Active Kids claim');
  });
});
