// The treasurer's reports in Chromium: finance staff open Reports on the demo data and
// see the takings and GST tables with the totals the API gives, the owing buckets, and the weekly
// activity as a chart with its table; each tab passes axe and links its CSV file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDollars } from '../../../apps/api/src/lib/money.js';
import { todayIso } from '../../../apps/api/src/lib/local-dates.js';
import { expectAccessible, type Portal, signIn, startPortal } from './harness.js';

let portal: Portal;
let staff: Page;
const TZ = 'Australia/Sydney';
const TODAY = todayIso(TZ, new Date());

/** This month and this BAS quarter, as the screen opens them. */
function periods() {
  const [year, month] = TODAY.split('-').map(Number) as [number, number];
  const last = (m: number) => String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0');
  const pad = (n: number) => String(n).padStart(2, '0');
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  return {
    month: `from=${TODAY.slice(0, 7)}-01&to=${TODAY.slice(0, 7)}-${last(month)}`,
    quarter: `from=${year}-${pad(first)}-01&to=${year}-${pad(first + 2)}-${last(first + 2)}`,
  };
}

/** The API's own answer, asked with the page's session. */
async function answer<T>(path: string): Promise<T> {
  const res = await staff.request.get(`/api/admin/reports/${path}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  portal = await startPortal({}, { demo: true });
  staff = await signIn(await portal.newPage(), 'demofinance');
}, 120_000);
afterAll(() => portal?.close());

describe('console: reports', () => {
  it("shows the treasurer's takings, GST, owing and activity as the API counts them", async () => {
    const { month, quarter } = periods();
    await staff.goto('/admin');
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
    await staff.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();

    // Takings: this month, the grand total row as the API sums it.
    const takings = await answer<{ total: { received_cents: number; net_cents: number } }>(
      `takings?${month}`,
    );
    expect(takings.total.received_cents).toBeGreaterThan(0);
    const takingsTable = staff.getByRole('table', { name: /^Takings, / });
    const allMethods = takingsTable.getByRole('row').filter({ hasText: 'All methods' });
    await allMethods.waitFor();
    expect(await allMethods.textContent()).toContain(formatDollars(takings.total.net_cents));
    expect(await staff.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/admin/reports/takings.csv?${month}`,
    );
    const csv = await staff.request.get(`/api/admin/reports/takings.csv?${month}`);
    expect((await csv.text()).split('\n')[0]).toBe(
      '\ufeffDate,Method,Gateway,Payments,Received,Refunded,Net',
    );
    await expectAccessible(staff, 'takings');

    // GST: this BAS quarter, per month and per quarter.
    const gst = await answer<{ total: { gst_cents: number; sales_incl_cents: number } }>(`gst?${quarter}`);
    await staff.getByRole('tab', { name: 'GST' }).click();
    const perQuarter = staff.getByRole('table', { name: 'GST per BAS quarter' });
    const quarterTotal = perQuarter.getByRole('row').filter({ hasText: 'Total' });
    await quarterTotal.waitFor();
    expect(await quarterTotal.textContent()).toContain(formatDollars(gst.total.gst_cents));
    expect(await quarterTotal.textContent()).toContain(formatDollars(gst.total.sales_incl_cents));
    await staff.getByRole('table', { name: 'GST per month' }).waitFor();
    await staff.getByText(/Cash basis: a sale counts when its money is received/).waitFor();
    await expectAccessible(staff, 'GST');

    // Owing: the five ages with the API's totals.
    const owing = await answer<{
      buckets: Array<{ label: string; invoices: number; owing_cents: number }>;
      total_owing_cents: number;
    }>('owing');
    expect(owing.total_owing_cents).toBeGreaterThan(0);
    await staff.getByRole('tab', { name: 'Owing' }).click();
    const ages = staff.getByRole('table', { name: 'Owing by age' });
    await ages.waitFor();
    await expect
      .poll(() => ages.locator('tbody tr').allTextContents())
      .toEqual(owing.buckets.map((b) => `${b.label}${b.invoices}${formatDollars(b.owing_cents)}`));
    expect(await ages.locator('tfoot').textContent()).toContain(formatDollars(owing.total_owing_cents));
    await expectAccessible(staff, 'owing');

    // Activity: the chart and its table for screen readers.
    await staff.getByRole('tab', { name: 'Activity' }).click();
    await staff.getByTestId('activity-chart').locator('svg').first().waitFor();
    await staff.getByRole('table', { name: 'Activity per week' }).locator('tbody tr').first().waitFor();
    expect(await staff.getByRole('table', { name: 'Activity per week' }).locator('tbody tr').count()).toBe(
      12,
    );
    await expectAccessible(staff, 'activity');
  });
});
