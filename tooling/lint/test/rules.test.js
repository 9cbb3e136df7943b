// Proves the boundary rules fire: each probe is code that breaks one rule,
// linted as if it sat at a real path in the repository.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';

import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const root = path.resolve(import.meta.dirname, '../../..');
// Without type information: the probes are not files of any tsconfig project.
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function rulesBroken(code, file) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

test('a web feature may not import another feature', async () => {
  const file = 'apps/web/src/features/store/components/Probe.tsx';
  assert.deepEqual(
    await rulesBroken(`export { BookingsPage } from '../../booking/components/BookingsPage';\n`, file),
    ['import-x/no-restricted-paths'],
  );
  assert.deepEqual(await rulesBroken(`export { ProductsPage } from './ProductsPage';\n`, file), []);
});

test('shared web code may not import a feature', async () => {
  const file = 'apps/web/src/components/Probe.tsx';
  assert.deepEqual(
    await rulesBroken(`export { BookingsPage } from '../features/booking/components/BookingsPage';\n`, file),
    ['import-x/no-restricted-paths'],
  );
});

test('a web domain may not import a feature, and the generic kit may not import a domain', async () => {
  const domain = 'apps/web/src/domains/payment/Probe.tsx';
  assert.deepEqual(
    await rulesBroken(
      `export { ProductsPage } from '../../features/store/components/ProductsPage';\n`,
      domain,
    ),
    ['import-x/no-restricted-paths'],
  );
  assert.deepEqual(await rulesBroken(`export { Loading } from '../../components/Loading';\n`, domain), []);
  const kit = 'apps/web/src/lib/probe.ts';
  assert.deepEqual(await rulesBroken(`export { addLine } from '../domains/cart/cart';\n`, kit), [
    'import-x/no-restricted-paths',
  ]);
  const feature = 'apps/web/src/features/store/components/Probe.tsx';
  assert.deepEqual(
    await rulesBroken(`export { PaymentSteps } from '../../../domains/payment';\n`, feature),
    [],
  );
});

test('web code may not force a value through unknown; its tests may', async () => {
  const code = 'export const n = (v: string) => v as unknown as number;\n';
  assert.deepEqual(await rulesBroken(code, 'apps/web/src/features/admin-store/probe.ts'), [
    'no-restricted-syntax',
  ]);
  assert.deepEqual(await rulesBroken(code, 'apps/web/src/features/admin-store/probe.test.ts'), []);
  assert.deepEqual(
    await rulesBroken('export const n = (v: unknown) => v as number;\n', 'apps/web/src/lib/probe.ts'),
    [],
  );
});

test('an API module reaches another module only through its face', async () => {
  const file = 'apps/api/src/modules/store/probe.ts';
  assert.deepEqual(
    await rulesBroken(`export { paymentError } from '../payments/payments.service.js';\n`, file),
    ['import-x/no-restricted-paths'],
  );
  assert.deepEqual(await rulesBroken(`export { paymentError } from '../payments/index.js';\n`, file), []);
  assert.deepEqual(
    await rulesBroken(
      `export { closuresOf } from './modules/booking/court-closures.service.js';\n`,
      'apps/api/src/app.ts',
    ),
    ['import-x/no-restricted-paths'],
  );
});

test('the machinery (lib, plugins, db, config, emails) imports no module', async () => {
  const code = `export { paymentError } from '../modules/payments/index.js';\n`;
  assert.deepEqual(await rulesBroken(code, 'apps/api/src/lib/probe.ts'), ['import-x/no-restricted-paths']);
  assert.deepEqual(await rulesBroken(code, 'apps/api/src/plugins/probe.ts'), [
    'import-x/no-restricted-paths',
  ]);
});

test('an API module may not import a module that imports it back', async () => {
  // A new file of audit, which every console area imports: the files form no circle, the modules do.
  const code = `export { paymentError } from '../payments/index.js';\n`;
  assert.deepEqual(await rulesBroken(code, 'apps/api/src/modules/audit/probe.ts'), [
    'structure/no-import-cycle',
  ]);
  assert.deepEqual(await rulesBroken(code, 'apps/api/src/modules/store/probe.ts'), []);
});

test('only config/env.ts reads process.env', async () => {
  const code = 'export const port = process.env.PORT;\n';
  assert.deepEqual(await rulesBroken(code, 'apps/api/src/lib/probe.ts'), ['no-restricted-properties']);
  assert.deepEqual(await rulesBroken(code, 'apps/api/src/config/env.ts'), []);
});

test('a source file is at most 600 lines; seed data and tests may be longer', async () => {
  const long = 'export const line = 1;\n' + '// one more line\n'.repeat(600);
  assert.deepEqual(await rulesBroken(long, 'apps/api/src/lib/probe.ts'), ['max-lines']);
  assert.deepEqual(await rulesBroken(long, 'apps/web/src/components/Probe.tsx'), ['max-lines']);
  assert.deepEqual(await rulesBroken(long, 'apps/api/src/seed/probe.ts'), []);
  assert.deepEqual(await rulesBroken(long, 'apps/api/src/lib/probe.test.ts'), []);
});

test('a comment, a string or a test name states the rule, never "issue N" or "the spec"', async () => {
  const file = 'apps/api/src/lib/probe.ts';
  const rule = 'courtside/no-issue-references';
  assert.deepEqual(
    await rulesBroken('// Refunds go back to the card (issue 12).\nexport const a = 1;\n', file),
    [rule],
  );
  assert.deepEqual(await rulesBroken('/** As the spec says. */\nexport const a = 1;\n', file), [rule]);
  assert.deepEqual(await rulesBroken("export const a = 'fixed in (#41)';\n", file), [rule]);
  assert.deepEqual(
    await rulesBroken(
      'it(`refuses a late entry, Issues 2 and 3`, () => {});\n',
      'tests/e2e/src/probe.e2e.test.ts',
    ),
    [rule],
  );
  assert.deepEqual(
    await rulesBroken(
      '// The server issues 2 tokens and reads the spectators list.\nexport const a = 1;\n',
      file,
    ),
    [],
  );
});

test('a file may not import a file that imports it back', async () => {
  const code = `export { text } from './fields.js';\n`;
  const broken = await rulesBroken(code, 'packages/contracts/src/common/messages.ts');
  assert.deepEqual(broken, ['structure/no-import-cycle']);
  assert.deepEqual(await rulesBroken(code, 'packages/contracts/src/common/colour.ts'), []);
});
