// Configuration: every setting is validated at start-up and a bad value names
// its variable; the embedded default's JWT secret is generated once and kept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env.js';
import { jwtSecret } from './jwt-secret.js';

const failure = (env: Record<string, string>) => {
  try {
    loadEnv(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('loadEnv accepted a bad configuration');
};

describe('configuration', () => {
  it('uses the documented defaults when nothing is set', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      TIME_ZONE: 'Australia/Sydney',
      TAX_RATE: 0.1,
      MIN_PASSWORD_LENGTH: 6,
      AUTO_USERNAMES: false,
      TRUST_PROXY: false,
    });
  });

  it.each([
    [{ TIME_ZONE: 'Mars/Base' }, 'TIME_ZONE'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ TAX_RATE: '2' }, 'TAX_RATE'],
    [{ DONATIONS_ENABLED: 'maybe' }, 'DONATIONS_ENABLED'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ STRIPE_SECRET_KEY: 'pk_wrong' }, 'STRIPE_SECRET_KEY'],
  ])('stops on %o with a message naming %s', (env, variable) => {
    expect(failure(env)).toMatch(new RegExp(`^Invalid configuration:\\n  ${variable}:`));
  });

  it('refuses the sandbox gateway in production unless explicitly allowed', () => {
    expect(failure({ NODE_ENV: 'production' })).toContain('STRIPE_SECRET_KEY');
    expect(
      loadEnv({
        NODE_ENV: 'production',
        ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
        JWT_SECRET: 'x'.repeat(40),
      }).NODE_ENV,
    ).toBe('production');
  });

  it('generates the JWT secret once and keeps it across restarts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-secret-'));
    try {
      const first = jwtSecret({ DATA_DIR: dir, JWT_SECRET: undefined });
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(jwtSecret({ DATA_DIR: dir, JWT_SECRET: undefined })).toBe(first);
      expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
      expect(jwtSecret({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) })).toBe('x'.repeat(40));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives one secret to processes sharing DATA_DIR that start at the same moment', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-secret-'));
    const script = `import { jwtSecret } from ${JSON.stringify(path.join(import.meta.dirname, 'jwt-secret.ts'))};
      process.stdout.write(jwtSecret({ DATA_DIR: ${JSON.stringify(dir)} }));`;
    try {
      const secrets = await Promise.all(
        Array.from(
          { length: 6 },
          () =>
            new Promise<string>((resolve, reject) =>
              execFile(
                process.execPath,
                ['--import', 'tsx', '--input-type=module', '-e', script],
                (err, stdout) => (err ? reject(new Error(err.message)) : resolve(stdout)),
              ),
            ),
        ),
      );
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]).toBe(fs.readFileSync(path.join(dir, 'jwt-secret'), 'utf8'));
      expect(fs.readdirSync(dir)).toEqual(['jwt-secret']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe("the association's look", () => {
  it('refuses a brand colour white text cannot be read on, saying why', () => {
    const message = failure({ BRAND_PRIMARY_COLOR: '#ffcc00' });
    expect(message).toContain('BRAND_PRIMARY_COLOR');
    expect(message).toMatch(/#ffcc00 has a contrast of 1\.\d:1 with white, and needs at least 4\.5:1/);
    expect(failure({ BRAND_SECONDARY_COLOR: '#ff8a65' })).toContain('BRAND_SECONDARY_COLOR');
    expect(failure({ BRAND_PRIMARY_COLOR: 'purple' })).toContain('#rrggbb');
  });

  it('takes dark colours, and logos on this site or over https only', () => {
    expect(loadEnv({ BRAND_PRIMARY_COLOR: '#5B2A86', BRAND_SECONDARY_COLOR: '#1b5e20' })).toMatchObject({
      BRAND_PRIMARY_COLOR: '#5b2a86',
      BRAND_SECONDARY_COLOR: '#1b5e20',
    });
    expect(loadEnv({ BRAND_LOGO_URL: 'https://cdn.example.org/logo.png' }).BRAND_LOGO_URL).toBe(
      'https://cdn.example.org/logo.png',
    );
    for (const bad of ['javascript:alert(1)', '//evil.example/logo.png', 'http://example.org/logo.png'])
      expect(failure({ BRAND_LOGO_URL: bad })).toContain('BRAND_LOGO_URL');
  });
});
