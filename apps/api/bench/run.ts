// pnpm bench: how fast are the game-day pages compared with the cheapest route,
// and how quickly do the main pages render on a phone?
//
// 1. starts a throw-away embedded PostgreSQL and applies the migrations;
// 2. seeds a large season: 20 divisions x 10 teams x 18 rounds (double round
//    robin), every game with a result, plus finals and adjustments; and a store of
//    60 products in categories at the venues;
// 3. starts the real server (buildApp, production settings, the built web app) in
//    a child process;
// 4. loads GET /healthz (trivial: no database), GET /api/draw/draw and
//    GET /api/draw/result (one division: 90 games + 4 finals),
//    GET /api/ecommerce/store/products and, with the web app built, the draw page
//    itself (HTML rendered on the server) with autocannon at 100 connections, one
//    after the other in the same run, same connections and duration;
// 5. prints requests per second, p99 latency and non-2xx answers of each, each
//    one's req/s as a ratio of the trivial route's, and PASS/FAIL per target:
//    ratio >= 0.3, p99 < 100 ms, no non-2xx answers and no errors;
// 6. runs Lighthouse (mobile: emulated phone, simulated slow 4G and 4x slower CPU)
//    in headless Chromium on the public draw, the sign-in page and the member
//    dashboard, and prints LCP (target <= 2.5 s) and CLS (target <= 0.1).
//
// Reading it: the ratio says how much of the server's plain HTTP capacity a draw,
// ladder or product-list request keeps once it does its real work. Absolute
// numbers depend on the machine (the load generator shares it); compare ratios
// between runs, not req/s across machines. Requests send Accept-Encoding as browsers
// do (so answers come brotli-compressed) and no If-None-Match, so every one gets the
// full answer (a browser revalidating would get a cheaper 304).
//
// Options (environment): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default
// 100), BENCH_UNCACHED=1 (also measure with the draw cache off, for reference),
// BENCH_LIGHTHOUSE=0 (skip Lighthouse), CHROME_PATH (default /usr/bin/chromium).
// Exit code 1 when a target is missed.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadEnv, repoRoot } from '../src/config/env.js';
import { ensureDatabase, migrateDatabase, startEmbeddedPostgres, withDatabase } from '../src/db/postgres.js';
import { createPrisma, type Db } from '../src/plugins/prisma.js';
import { seedAssociation, seedSeason, type DivisionPlan } from '../src/seed/competition.js';
import { seedStore } from '../src/seed/store.js';
import { todayIn } from '@courtside/contracts';
import { runLighthouse, type PageScore } from './lighthouse.js';
import { seedBenchMember, signIn } from './bench-member.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const TARGET = { ratio: 0.3, p99Ms: 100, lcpMs: 2_500, cls: 0.1 };
/** As a phone's browser asks: compressed answers welcome (the draw's 63 KB travel as ~6 KB). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = path.join(repoRoot, 'apps/web/dist');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-bench-'));
const port = 40000 + Math.floor(Math.random() * 10000);
console.log(`Starting PostgreSQL (embedded, port ${port}) and applying migrations...`);
const pg = await startEmbeddedPostgres({ dataDir, port, persistent: false });
let server: ReturnType<typeof fork> | undefined;
let failed = false;
try {
  await ensureDatabase(pg.adminUrl, 'bench');
  const databaseUrl = withDatabase(pg.adminUrl, 'bench');
  await migrateDatabase(databaseUrl);

  console.log('Seeding 20 divisions x 10 teams x 18 rounds with results, and a store of 60 products...');
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
    {
      name: 'Benchmark Season',
      status: 'active',
      archived: false,
      firstSunday,
      minRounds: 18,
      doubleRounds: () => [9],
      divisions,
      withPlayers: false,
      seed: 7,
    },
    courtIds,
    groupIds,
    new Date(),
  );
  await seedProducts(db);
  const member = await seedBenchMember(db);
  const games = await db.game.count();
  const results = await db.gameResult.count();
  const products = await db.product.count();
  await db.$disconnect();
  console.log(
    `Seeded ${games} games, ${results} results and ${products} products in ${Date.now() - started} ms.`,
  );

  const division = season.divisionIds[0]!;
  const routes = [
    { name: 'trivial  GET /healthz', path: '/healthz' },
    {
      name: 'draw     GET /api/draw/draw',
      path: `/api/draw/draw?season=${season.seasonId}&division=${division}`,
    },
    {
      name: 'result   GET /api/draw/result',
      path: `/api/draw/result?season=${season.seasonId}&division=${division}`,
    },
    { name: 'products GET /api/ecommerce/store/products', path: '/api/ecommerce/store/products' },
    // The draw page itself, rendered on the server (src/lib/pages.ts), as a parent's phone opens it.
    ...(fs.existsSync(path.join(webDist, '.ssr', 'entry-server.mjs'))
      ? [
          {
            name: 'page     GET /draw/:season/:division (HTML)',
            path: `/draw/${season.seasonId}/${division}`,
            accept: 'text/html',
          },
        ]
      : []),
  ];

  const startServer = async (cacheSeconds: string | undefined) => {
    server = fork(path.join(here, 'server.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        BENCH_DATABASE_URL: databaseUrl,
        BENCH_DATA_DIR: dataDir,
        BENCH_DRAW_CACHE_SECONDS: cacheSeconds,
        BENCH_WEB_DIST: fs.existsSync(path.join(webDist, 'index.html')) ? webDist : '',
      },
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

  const measure = async (title: string, cacheSeconds: string | undefined, judge: boolean) => {
    const base = await startServer(cacheSeconds);
    for (const r of routes) {
      const res = await fetch(base + r.path);
      if (res.status !== 200) throw new Error(`${r.path} answered ${res.status}: ${await res.text()}`);
    }
    const measured: Array<{
      name: string;
      rps: number;
      p99: number;
      errors: number;
      non2xx: number;
      bytes: number;
    }> = [];
    for (const r of routes) {
      // A short warm-up so JIT and connection pools are ready before measuring.
      const headers = { ...BROWSER_HEADERS, ...('accept' in r ? { accept: r.accept } : {}) };
      await autocannon({ url: base + r.path, connections, duration: 2, headers });
      const result = await autocannon({ url: base + r.path, connections, duration: seconds, headers });
      measured.push({
        name: r.name,
        rps: result.requests.average,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        bytes: result.throughput.average / Math.max(result.requests.average, 1),
      });
    }
    await stopServer();
    const trivial = measured[0]!.rps;
    console.log(`\n${title}`);
    console.log(
      `${'route'.padEnd(44)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)} ${'bytes'.padStart(7)} ${'ratio'.padStart(6)}  verdict   (bytes: answer as sent)`,
    );
    for (const [i, m] of measured.entries()) {
      const ratio = m.rps / trivial;
      const misses = [
        ratio < TARGET.ratio ? `ratio < ${TARGET.ratio}` : '',
        m.p99 >= TARGET.p99Ms ? `p99 >= ${TARGET.p99Ms} ms` : '',
        m.non2xx > 0 ? 'non-2xx answers' : '',
        m.errors > 0 ? 'errors' : '',
      ].filter(Boolean);
      const verdict = i === 0 ? '(reference)' : misses.length ? `FAIL (${misses.join(', ')})` : 'PASS';
      if (judge && i > 0 && misses.length) failed = true;
      console.log(
        `${m.name.padEnd(44)} ${m.rps.toFixed(0).padStart(8)} ${m.p99.toFixed(0).padStart(8)} ${String(m.non2xx).padStart(8)} ${String(m.errors).padStart(7)} ${m.bytes.toFixed(0).padStart(7)} ${ratio.toFixed(2).padStart(6)}  ${judge ? verdict : ''}`,
      );
    }
  };

  console.log(
    `\n${connections} connections, ${seconds} s per route, ${os.cpus().length} CPU(s), Node ${process.version}`,
  );
  console.log(
    `Targets per public read: ratio to /healthz >= ${TARGET.ratio}, p99 < ${TARGET.p99Ms} ms, 0 non-2xx, 0 errors.`,
  );
  await measure(
    'As deployed (draw and standings reused for DRAW_CACHE_SECONDS, the product list for 5 s; a sale clears it):',
    undefined,
    true,
  );
  if (process.env.BENCH_UNCACHED === '1')
    await measure(
      'Draw and standings built from the database on every request (DRAW_CACHE_SECONDS=0), for reference only:',
      '0',
      false,
    );

  if (process.env.BENCH_LIGHTHOUSE !== '0' && !fs.existsSync(path.join(webDist, 'index.html'))) {
    failed = true;
    console.log(
      '\nLighthouse: no built web app in apps/web/dist (run `pnpm build` first); pages not measured.',
    );
  } else if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const base = await startServer(undefined);
    try {
      const pages: Array<{ name: string; path: string; signedIn?: boolean }> = [
        { name: 'draw (public)', path: `/draw/${season.seasonId}/${division}` },
        { name: 'sign-in', path: '/login' },
        { name: 'dashboard (signed in)', path: '/member/account', signedIn: true },
      ];
      const token = await signIn(base, member);
      console.log(
        '\nLighthouse (mobile: emulated phone, simulated slow 4G, 4x CPU slowdown), headless Chromium, the built web app served by the API:',
      );
      console.log(
        `${'page'.padEnd(24)} ${'LCP ms'.padStart(8)} ${'CLS'.padStart(7)} ${'TBT ms'.padStart(8)} ${'score'.padStart(6)}  verdict`,
      );
      for (const p of pages) {
        let score: PageScore;
        try {
          score = await runLighthouse(base + p.path, p.signedIn ? { cookie: `cs_token=${token}` } : {});
        } catch (err) {
          failed = true;
          console.log(
            `${p.name.padEnd(24)} could not run Lighthouse: ${err instanceof Error ? err.message : String(err)}`,
          );
          continue;
        }
        const misses = [
          score.lcpMs > TARGET.lcpMs ? `LCP > ${TARGET.lcpMs} ms` : '',
          score.cls > TARGET.cls ? `CLS > ${TARGET.cls}` : '',
          score.finalUrl.includes('/login') && p.signedIn ? 'not signed in' : '',
        ].filter(Boolean);
        if (misses.length) failed = true;
        console.log(
          `${p.name.padEnd(24)} ${score.lcpMs.toFixed(0).padStart(8)} ${score.cls.toFixed(3).padStart(7)} ${score.tbtMs.toFixed(0).padStart(8)} ${String(score.performance).padStart(6)}  ${misses.length ? `FAIL (${misses.join(', ')})` : 'PASS'}`,
        );
      }
      console.log(`Targets: LCP <= ${TARGET.lcpMs / 1000} s, CLS <= ${TARGET.cls}.`);
    } finally {
      await stopServer();
    }
  }
  console.log(`\nOverall: ${failed ? 'FAIL' : 'PASS'}`);
  process.exitCode = failed ? 1 : 0;
} finally {
  server?.kill('SIGTERM');
  await pg.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The demo store, and 50 more products in its categories, so the product list is a realistic size. */
async function seedProducts(db: Db) {
  await seedStore(db);
  const categories = await db.productCategory.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  const venues = await db.venue.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  const day = (n: number) => new Date(Date.now() + n * 86_400_000);
  await db.product.createMany({
    data: Array.from({ length: 50 }, (_, i) => ({
      name: `Holiday Program ${i + 1}`,
      description:
        'A day of skills, small-sided games and fun for players aged 8 to 15, grouped by age and ability. Bring a water bottle and lunch.',
      priceCents: 4_500 + (i % 10) * 1_000,
      quantity: 40,
      booked: i % 40,
      categoryId: categories[i % categories.length]!.id,
      venueId: venues[i % venues.length]!.id,
      dateStart: day(-7 - (i % 5)),
      dateEnd: day(30 + i),
      timeStart: '09:00',
      timeEnd: '15:00',
    })),
  });
}
