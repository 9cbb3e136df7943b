// Starts one real PostgreSQL for the run and migrates a template database once
// (a `prisma migrate deploy` costs ~10 s); each test file clones the template.
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { ensureDatabase, migrateDatabase, withDatabase } from '../src/db/postgres.js';
import { startTestPostgres } from './postgres.js';

export const TEMPLATE_DB = 'courtside_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  const template = `${TEMPLATE_DB}_${process.pid}`;
  const client = new pg.Client({ connectionString: server.adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${template}"`);
  await client.end();
  await ensureDatabase(server.adminUrl, template);
  await migrateDatabase(withDatabase(server.adminUrl, template));
  project.provide('pgAdminUrl', server.adminUrl);
  project.provide('pgTemplate', template);
  console.log(`Tests use PostgreSQL from ${server.kind}`);
  return async () => {
    const c = new pg.Client({ connectionString: server.adminUrl });
    await c.connect();
    const dbs = await c.query(
      `SELECT datname FROM pg_database WHERE datname LIKE 'cs_test_%' OR datname = $1`,
      [template],
    );
    for (const row of dbs.rows as Array<{ datname: string }>)
      await c.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    await c.end();
    await server.stop();
  };
}
