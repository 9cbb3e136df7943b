// Builds the real application against a fresh database cloned from the migrated
// template, with mail going over SMTP to a test listener.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import supertest from 'supertest';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadEnv, type TEnv } from '../src/config/env.js';
import { buildApp, type BuildOptions } from '../src/app.js';
import { ensureDatabase, withDatabase } from '../src/db/postgres.js';
import { createPrisma, type Db } from '../src/plugins/prisma.js';
import { startMailCatcher, type MailCatcher } from './mail-catcher.js';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  env: TEnv;
  mail: MailCatcher;
  databaseUrl: string;
  /** Shifts the application's clock (reset token expiry, time windows). */
  clock: { offsetMs: number };
  /** Requests to the app through its HTTP server: `ctx.api().get('/api/...')`. */
  api(): ReturnType<typeof supertest>;
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<string> {
  const name = `cs_test_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(inject('pgAdminUrl'), name, inject('pgTemplate'));
  return withDatabase(inject('pgAdminUrl'), name);
}

/** `build.logStream` turns the logger on (level LOG_LEVEL, 'silent' unless overridden); `build.onRoute` sees every route. */
export async function createTestContext(
  envOverrides: Record<string, string> = {},
  build: Pick<BuildOptions, 'logStream' | 'onRoute'> = {},
): Promise<TestContext> {
  const databaseUrl = await createTestDatabase();
  const mail = await startMailCatcher();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-test-data-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    PUBLIC_URL: 'http://portal.test',
    LOG_LEVEL: 'silent',
    ...envOverrides,
  });
  const clock = { offsetMs: 0 };
  const app = await buildApp({
    env,
    databaseUrl,
    jwtSecret: randomBytes(32).toString('hex'),
    webDist: null,
    logger: build.logStream !== undefined,
    // Tests run each job's function themselves, with a controlled clock.
    jobs: false,
    ...build,
    now: () => new Date(Date.now() + clock.offsetMs),
  });
  await app.ready();
  const db = createPrisma(databaseUrl, 4);
  return {
    app,
    db,
    env,
    mail,
    databaseUrl,
    clock,
    api: () => supertest(app.server),
    async close() {
      // Every console write the file made is in the audit log (modules/audit/audit-watch.ts).
      const unaudited = app.unauditedWrites.recent;
      await app.close();
      await db.$disconnect();
      await mail.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (unaudited.length > 0)
        throw new Error(
          `Console writes answered without an audit entry: ${[...new Set(unaudited)].join(', ')}`,
        );
    },
  };
}
