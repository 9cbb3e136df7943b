// pnpm bench: how fast are the game-day pages compared with the cheapest route?
//
// 1. starts a throw-away embedded PostgreSQL and applies the migrations;
// 2. seeds a large season: 20 divisions x 10 teams x 18 rounds (double round
//    robin), every game with a result, plus finals and adjustments;
// 3. starts the real server (buildApp, production settings) in a child process;
// 4. loads GET /healthz (trivial: no database), GET /api/draw/draw and
//    GET /api/draw/result (one division: 90 games + 4 finals) with autocannon, one
//    after the other in the same run, same connections and duration;
// 5. prints requests per second and p99 latency of each, and each one's req/s as
//    a ratio of the trivial route's;
// 6. does it again with the answer cache off (DRAW_CACHE_SECONDS=0), so the cost
//    of building an answer from the database is visible too.
//
// Reading it: the ratio says how much of the server's plain HTTP capacity a draw
// or ladder request keeps once it does its real work (2-3 SQL statements, JSON
// building, the ETag hash). The target is a ratio >= 0.3 for both. Absolute
// numbers depend on the machine; compare ratios between runs, not req/s across
// machines. Requests send no If-None-Match, so every one does the full work
// (a browser revalidating would get a cheaper 304).
//
// Options (environment): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadEnv } from '../src/config/env.js';
import { ensureDatabase, migrateDatabase, startEmbeddedPostgres, withDatabase } from '../src/db/postgres.js';
import { createPrisma } from '../src/plugins/prisma.js';
import { seedAssociation, seedSeason, type DivisionPlan } from '../src/seed/competition.js';
import { todayIn } from '@courtside/contracts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const here = path.dirname(fileURLToPath(import.meta.url));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-bench-'));
const port = 40000 + Math.floor(Math.random() * 10000);
console.log(`Starting PostgreSQL (embedded, port ${port}) and applying migrations...`);
const pg = await startEmbeddedPostgres({ dataDir, port, persistent: false });
let server: ReturnType<typeof fork> | undefined;
try {
  await ensureDatabase(pg.adminUrl, 'bench');
  const databaseUrl = withDatabase(pg.adminUrl, 'bench');
  await migrateDatabase(databaseUrl);

  console.log('Seeding 20 divisions x 10 teams x 18 rounds with results...');
  const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const db = createPrisma(databaseUrl, 4);
  const started = Date.now();
  const { courtIds, groupIds } = await seedAssociation(db);
  const today = todayIn(env.TIME_ZONE);
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  // 18 rounds + 3 finals weeks, all finished before today.
  const firstSunday = (() => {
    const t = new Date(Date.UTC(today.year, today.month - 1, today.day - weekday - 22 * 7));
    return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
  })();
  const divisions: DivisionPlan[] = Array.from({ length: 20 }, (_, i) => ({
    name: `Open Men Div ${i + 1}`,
    grade: 'Seniors',
    group: 'Open Men',
    teams: 10,
    gender: 'male',
    ages: [19, 40],
    teamNames: 'suburbs',
    day: i % 7,
    venue: i % 2,
    start: [8 + (i % 5) * 2, 0],
    adjustments: [[i % 10, -1, 'Late team sheet']],
  }));
  const season = await seedSeason(
    db,
    env,
    { name: 'Benchmark Season', status: 'active', archived: false, firstSunday, minRounds: 18, doubleRounds: () => [9], divisions, withPlayers: false, seed: 7 },
    courtIds,
    groupIds,
    new Date(),
  );
  const games = await db.game.count();
  const results = await db.gameResult.count();
  await db.$disconnect();
  console.log(`Seeded ${games} games and ${results} results in ${Date.now() - started} ms.`);

  const division = season.divisionIds[0]!;
  const routes = [
    { name: 'trivial  GET /healthz', path: '/healthz' },
    { name: 'draw     GET /api/draw/draw', path: `/api/draw/draw?season=${season.seasonId}&division=${division}` },
    { name: 'result   GET /api/draw/result', path: `/api/draw/result?season=${season.seasonId}&division=${division}` },
  ];

  const startServer = async (cacheSeconds: string | undefined) => {
    server = fork(path.join(here, 'server.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_DATA_DIR: dataDir, BENCH_DRAW_CACHE_SECONDS: cacheSeconds },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const serverPort = await new Promise<number>((resolve, reject) => {
      server!.once('message', (m) => resolve((m as { port: number }).port));
      server!.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    return `http://127.0.0.1:${serverPort}`;
  };
  const stopServer = async () => {
    const child = server!;
    server = undefined;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  };

  const measure = async (title: string, cacheSeconds: string | undefined) => {
    const base = await startServer(cacheSeconds);
    for (const r of routes) {
      const res = await fetch(base + r.path);
      if (res.status !== 200) throw new Error(`${r.path} answered ${res.status}: ${await res.text()}`);
    }
    const measured: Array<{ name: string; rps: number; p99: number; errors: number; non2xx: number; bytes: number }> = [];
    for (const r of routes) {
      // A short warm-up so JIT and connection pools are ready before measuring.
      await autocannon({ url: base + r.path, connections, duration: 2 });
      const result = await autocannon({ url: base + r.path, connections, duration: seconds });
      measured.push({ name: r.name, rps: result.requests.average, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx, bytes: result.throughput.average / Math.max(result.requests.average, 1) });
    }
    await stopServer();
    const trivial = measured[0]!.rps;
    console.log(`\n${title}`);
    console.log('route                              req/s     p99 ms   body bytes   ratio to trivial');
    for (const m of measured) {
      console.log(
        `${m.name.padEnd(32)} ${m.rps.toFixed(0).padStart(8)} ${m.p99.toFixed(1).padStart(10)} ${m.bytes.toFixed(0).padStart(12)} ${(m.rps / trivial).toFixed(2).padStart(18)}${m.errors || m.non2xx ? `   (${m.errors} errors, ${m.non2xx} non-2xx)` : ''}`,
      );
    }
    return Math.min(...measured.slice(1).map((m) => m.rps / trivial));
  };

  console.log(`\n${connections} connections, ${seconds} s per route, ${os.cpus().length} CPU(s), Node ${process.version}`);
  const worst = await measure('As deployed (DRAW_CACHE_SECONDS default: answers reused for a few seconds):', undefined);
  const uncached = await measure('Every request built from the database (DRAW_CACHE_SECONDS=0), for reference:', '0');
  console.log(`\nTarget: draw and result at or above 0.30 of the trivial route -> ${worst >= 0.3 ? 'MET' : 'NOT MET'} (lowest ratio ${worst.toFixed(2)}; uncached ${uncached.toFixed(2)})`);
  process.exitCode = worst >= 0.3 ? 0 : 1;
} finally {
  server?.kill('SIGTERM');
  await pg.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
