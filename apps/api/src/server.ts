// Starts the portal: settings, database (embedded PostgreSQL when DATABASE_URL is
// not set), migrations, first-run demo data, then the HTTP server; stops cleanly.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ConfigError, loadDotEnvFile, loadEnv, type TEnv } from './config/env.js';
import { ensureDatabase, migrateDatabase, startEmbeddedPostgres, withDatabase, type RunningPostgres } from './db/postgres.js';
import { buildApp } from './app.js';
import { createPrisma } from './plugins/prisma.js';
import { seedDemo } from './seed/demo.js';

/** The JWT secret: JWT_SECRET when set, else one generated on first start and kept in DATA_DIR. */
function jwtSecret(env: TEnv): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(env.DATA_DIR, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

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
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    console.log(`No DATABASE_URL: starting embedded PostgreSQL in ${path.join(env.DATA_DIR, 'postgres')}`);
    embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT, persistent: true });
    await ensureDatabase(embedded.adminUrl, 'courtside');
    databaseUrl = withDatabase(embedded.adminUrl, 'courtside');
  }

  console.log('Applying database migrations...');
  await migrateDatabase(databaseUrl);

  if (env.SEED_DEMO) {
    const db = createPrisma(databaseUrl, 2);
    try {
      const seeded = await seedDemo(db, env);
      if (seeded) console.log('Loaded the demo data (first start).');
    } finally {
      await db.$disconnect();
    }
  }

  const app = await buildApp({ env, databaseUrl, jwtSecret: jwtSecret(env) });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: env.HOST, port: env.PORT });
  if (env.STRIPE_SECRET_KEY === undefined) app.log.warn('Payments run on the SANDBOX gateway (Test mode): set STRIPE_SECRET_KEY to take real payments.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
