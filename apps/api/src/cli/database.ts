// Where the operator commands (staff, jobs) find the portal's database: DATABASE_URL, or the
// embedded database of a portal running on its defaults (EMBEDDED_PG_PORT). They read the same
// settings as the portal (the environment, and the checkout's .env when there is one).
import { ConfigError, loadDotEnvFile, loadEnv, type TEnv } from '../config/env.js';
import { embeddedAdminUrl, withDatabase } from '../db/postgres.js';

/** The settings and the database address, or exits with a message saying what is wrong. */
export function commandSettings(): { env: TEnv; databaseUrl: string } {
  try {
    loadDotEnvFile();
    const env = loadEnv();
    return {
      env,
      databaseUrl: env.DATABASE_URL ?? withDatabase(embeddedAdminUrl(env.EMBEDDED_PG_PORT), 'courtside'),
    };
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
}

/** Tells the operator the database could not be reached, and exits. */
export function unreachable(err: unknown): never {
  console.error(
    `Could not reach the database (${err instanceof Error ? err.message : String(err)}).\n` +
      'Set DATABASE_URL, or start the portal first when it runs on its embedded database.',
  );
  process.exit(2);
}
