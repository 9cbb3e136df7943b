// Payments stands below the areas that sell through it, and invoices below the areas it bills
// for: neither imports them (type imports included). What an order or an invoice means for an
// area, the area registers with payments or invoices at start-up (payments/order-effects.ts,
// payments/order-page-parts.ts, invoices/invoice-sources.ts); membership gets the store's
// membership products from app.ts (membership/membership-products.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesDir = path.resolve(import.meta.dirname, '../../src/modules');

/** `file: module` for each import of one of `forbidden` from a non-test source file of `module`. */
function importsOf(module: string, forbidden: string[]): string[] {
  const found: string[] = [];
  const dir = path.join(modulesDir, module);
  for (const file of fs.readdirSync(dir, { recursive: true }) as string[]) {
    if (!file.endsWith('.ts') || file.includes('.test.')) continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = path.relative(modulesDir, path.resolve(path.dirname(path.join(dir, file)), m[1]!));
      const area = target.split(path.sep)[0]!;
      if (forbidden.includes(area)) found.push(`${module}/${file}: ${area}`);
    }
  }
  return found;
}

describe('sellers stand above payments', () => {
  it('payments imports none of the areas that sell through it', () => {
    const sellers = ['store', 'hpc', 'booking', 'invoices', 'membership', 'nomination', 'teams', 'draw'];
    expect(importsOf('payments', sellers)).toEqual([]);
  });

  it('invoices imports none of the areas it bills for', () => {
    expect(importsOf('invoices', ['teams', 'booking', 'draw'])).toEqual([]);
  });

  it('membership and store, side by side, import neither each other', () => {
    expect([...importsOf('membership', ['store']), ...importsOf('store', ['membership'])]).toEqual([]);
  });
});
