import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstClosedFolder, rootCannotRunEmbedded } from '../src/db/postgres.js';

// A clone under a folder only its owner can enter (root's /root is mode 700): as root the
// embedded PostgreSQL runs as the 'postgres' user and cannot reach it.
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-closed-'));
const closed = path.join(base, 'home');
const dataDir = path.join(closed, 'clone', '.data');
fs.mkdirSync(dataDir, { recursive: true });
fs.chmodSync(base, 0o755);
fs.chmodSync(closed, 0o700);
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

describe('embedded PostgreSQL as root', () => {
  it('finds the first folder others cannot enter', () => {
    expect(firstClosedFolder(dataDir)).toBe(closed);
    expect(firstClosedFolder(path.join(base, 'not-yet-made'))).toBeNull();
  });

  it('stops with what to do instead of failing inside initdb', () => {
    const refusal = rootCannotRunEmbedded(dataDir);
    if (process.getuid?.() === 0) {
      expect(refusal).toContain(`cannot enter ${closed}`);
      expect(refusal).toContain('DATABASE_URL');
    } else {
      expect(refusal).toBeNull(); // a normal user runs PostgreSQL as themself
    }
    expect(rootCannotRunEmbedded(path.join(base, '.data'))).toBeNull();
  });
});
