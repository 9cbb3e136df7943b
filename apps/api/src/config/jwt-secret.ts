import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TEnv } from './env.js';

/**
 * The JWT secret: JWT_SECRET when set, else one generated on first start and kept in DATA_DIR
 * (outside production only: there config/env.ts requires JWT_SECRET, so every process of a live
 * portal signs alike). Processes sharing DATA_DIR and starting together agree on one:
 * the file appears whole or not at all (written aside, then linked into place, which fails
 * for every process but the first), and each reads whichever was linked first.
 */
export function jwtSecret(env: Pick<TEnv, 'JWT_SECRET' | 'DATA_DIR'>): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(env.DATA_DIR, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(aside, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      fs.linkSync(aside, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(aside, { force: true });
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
