// Starts one real PostgreSQL for the run and migrates a template database once
// (a `prisma migrate deploy` costs ~10 s); each test file clones the template.
import type { TestProject } from 'vitest/node';
import { ensureDatabase, migrateDatabase, withDatabase } from '../src/db/postgres.js';
import { dropDatabases, startTestPostgres } from './postgres.js';

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
  await dropDatabases(server.adminUrl, [template]);
  await ensureDatabase(server.adminUrl, template);
  await migrateDatabase(withDatabase(server.adminUrl, template));
  project.provide('pgAdminUrl', server.adminUrl);
  project.provide('pgTemplate', template);
  console.log(`Tests use PostgreSQL from ${server.kind}`);
  return async () => {
    await dropDatabases(server.adminUrl, [template], 'cs_test_');
    await server.stop();
  };
}
