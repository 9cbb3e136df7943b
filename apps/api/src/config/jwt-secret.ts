import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TEnv } from './env.js';

/** The JWT secret: JWT_SECRET when set, else one generated on first start and kept in DATA_DIR. */
export function jwtSecret(env: Pick<TEnv, 'JWT_SECRET' | 'DATA_DIR'>): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(env.DATA_DIR, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}
