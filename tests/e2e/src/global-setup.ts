// One real PostgreSQL for the whole browser run, and two template databases made once: every
// migration applied, and the same plus the demo data. Each test file's portal gets a database
// cloned from one of them (a copy takes a fraction of a second, where migrating and seeding
// took most of a file's set-up).
import type { TestProject } from 'vitest/node';
import { loadEnv } from '../../../apps/api/src/config/env.js';
import { ensureDatabase, migrateDatabase, withDatabase } from '../../../apps/api/src/db/postgres.js';
import { createPrisma } from '../../../apps/api/src/plugins/prisma.js';
import { seedDemo } from '../../../apps/api/src/seed/demo.js';
import { dropDatabases, startTestPostgres } from '../../../apps/api/test/postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** Migrated, empty. */
    pgTemplate: string;
    /** Migrated, with the demo data of `seedDemo` (the default settings). */
    pgDemoTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  const empty = `cs_e2e_template_${process.pid}`;
  const demo = `cs_e2e_demo_${process.pid}`;
  await dropDatabases(server.adminUrl, [empty, demo]);
  await ensureDatabase(server.adminUrl, empty);
  await migrateDatabase(withDatabase(server.adminUrl, empty));
  await ensureDatabase(server.adminUrl, demo, empty);
  const db = createPrisma(withDatabase(server.adminUrl, demo), 2);
  try {
    // DEMO_TODAY loads the demo as it would be on another date, to prove no test leans on today's data.
    await seedDemo(db, loadEnv({ NODE_ENV: 'test', DEMO_TODAY: process.env.DEMO_TODAY }));
  } finally {
    await db.$disconnect();
  }
  project.provide('pgAdminUrl', server.adminUrl);
  project.provide('pgTemplate', empty);
  project.provide('pgDemoTemplate', demo);
  return async () => {
    await dropDatabases(server.adminUrl, [], 'cs_e2e_');
    await server.stop();
  };
}
