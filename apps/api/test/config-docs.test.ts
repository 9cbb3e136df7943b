// Every setting of config/env.ts is documented where a self-hoster looks for
// it: the configuration table of README.md and a line of .env.example. The
// documented defaults must also be the ones the code applies.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv, ZEnv } from '../src/config/env.js';

const root = path.resolve(import.meta.dirname, '../../..');
const variables = Object.keys(ZEnv.shape);
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');

/** README's configuration table as variable -> default column. */
const readmeDefaults = new Map(
  [...readme.matchAll(/^\| `([A-Z0-9_]+)` \| (.*?) \| .* \|$/gm)].map((m) => [m[1]!, m[2]!] as const),
);
/** .env.example's `# NAME=value` lines (commented out: each shows the default or an example). */
const exampleValues = new Map(
  [...example.matchAll(/^# ([A-Z0-9_]+)=(.*)$/gm)].map(
    (m) => [m[1]!, m[2]!.replace(/^"(.*)"$/, '$1')] as const,
  ),
);

describe('configuration documentation', () => {
  it('lists every variable in the README table', () => {
    expect(variables.filter((v) => !readmeDefaults.has(v))).toEqual([]);
    expect([...readmeDefaults.keys()].filter((v) => !variables.includes(v))).toEqual([]);
  });

  it('lists every variable in .env.example', () => {
    expect(variables.filter((v) => !exampleValues.has(v))).toEqual([]);
  });

  it('shows the defaults the code applies', () => {
    const defaults = loadEnv({});
    for (const [name, value] of Object.entries(defaults)) {
      if (name === 'DATA_DIR' || value === undefined) continue;
      expect(readmeDefaults.get(name), name).toBe(`\`${String(value)}\``);
      expect(exampleValues.get(name), name).toBe(String(value));
    }
  });

  it('accepts .env.example as it stands once every line is uncommented', () => {
    const uncommented = Object.fromEntries(exampleValues);
    // Example values that point at servers or secrets we do not have are left out.
    for (const name of [
      'DATABASE_URL',
      'JWT_SECRET',
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'MAPS_KEY',
    ])
      delete uncommented[name];
    expect(() => loadEnv(uncommented)).not.toThrow();
  });
});
