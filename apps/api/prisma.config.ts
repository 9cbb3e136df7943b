// Prisma CLI configuration. We use the WebAssembly schema engine ("js") so that no
// native engine binary has to be downloaded (the network here reaches npm only).
// The CLI needs the 7.x pg adapter: 6.19's cannot read Postgres `name` columns.
import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg-cli';

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join(import.meta.dirname, '../../prisma/schema.prisma'),
  migrations: { path: path.join(import.meta.dirname, '../../prisma/migrations') },
  // Idle connections do not keep the CLI alive: it used to wait out the pool's 10-second idle
  // timeout after the last migration before it exited (see also scripts/prisma-timers.cjs).
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL, allowExitOnIdle: true }),
});
