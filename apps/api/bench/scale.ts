// pnpm bench, second part (`pnpm --filter @courtside/api bench:scale` alone): how the costs
// grow with the association. Two sizes, each in a database of its own:
//   1x:  15,000 members (each with a sport profile), 3 seasons (2 past, 1 active) of
//        60 divisions x 10 teams x 18 rounds with every result, 50,000 paid store orders
//        (a line and a payment each), the demo store;
//   10x: ten times each (150,000 members, 600 divisions a season, 500,000 orders).
// A bench member has a few of everything the member pages list (orders, invoices, a team).
// For each size it records: database size; start-up time of the real server (src/server.ts,
// to /readyz); SQL statements of each member page (counted at the pg driver, in process);
// then, with the bench server (bench/server.ts) at 50 connections, req/s and p99 of the
// trivial route, the public draw and standings, the member pages, and the member dashboard
// page rendered on the server. Then, with two real server processes on the database, how long
// a change takes to reach the other process's kept answers: a result changed in the database
// (as the console or staff SQL would) until both answer the new standings, and a sale through
// one process until the other answers the new stock. Targets: member pages <= 8 statements and
// p99 < 100 ms; draw and standings >= 0.3 of the trivial route; a change reaches every process
// within 1 s. The console's member search (an admin with a second factor, one request at a
// time, each query 20 times): every answer within 100 ms (150,000 members at 10x).
// Then a table of each figure's growth from 1x to 10x beside the data's (10x).
// Exit code 1 when a target is missed.
//
// Options: BENCH_SECONDS (default 10), BENCH_SCALES (default "1,10"), BENCH_ONLY=text (the
// trivial route and the routes whose name has it), BENCH_PROFILE=dir (a CPU profile of the
// bench server under load, written there).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pgClient from 'pg';
import { loadEnv, repoRoot } from '../src/config/env.js';
import { ensureDatabase, migrateDatabase, startEmbeddedPostgres, withDatabase } from '../src/db/postgres.js';
import { createPrisma } from '../src/plugins/prisma.js';
import { seedStore } from '../src/seed/store.js';
import { buildApp } from '../src/app.js';
import { countSqlStatements } from '../test/sql-counter.js';
import { freePort, spawnServer, type SpawnedServer } from '../test/faults/spawn-server.js';
import { seedBenchAdmin, signIn, signInToConsole, type BenchMember } from './bench-member.js';
import { cartLine } from '../test/store-factories.js';
import { BASE, seedCompetition, seedMeasuredMember, seedMembersAndOrders } from './scale-seed.js';
import type { SearchFigure, SearchJob } from './search-client.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const scales = (process.env.BENCH_SCALES ?? '1,10').split(',').map(Number);
const CONNECTIONS = 50;
const TARGET = { statements: 8, p99Ms: 100, ratio: 0.3, changeMs: 1_000, searchMs: 100 };
/** Changes measured per size: results changed, and sales made. */
const CHANGES = { results: 10, sales: 3 };
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = path.join(repoRoot, 'apps/web/dist');
const hasPages = fs.existsSync(path.join(webDist, '.ssr', 'entry-server.mjs'));

const MEMBER_PAGES = [
  { name: 'dashboard GET /api/member/user', path: '/api/member/user' },
  { name: 'invoices  GET /api/ecommerce/invoices', path: '/api/ecommerce/invoices' },
  { name: 'receipts  GET /api/ecommerce/orders', path: '/api/ecommerce/orders' },
  { name: 'payments  GET /api/ecommerce/payments', path: '/api/ecommerce/payments' },
  { name: 'teams     GET /api/member/teams', path: '/api/member/teams' },
  { name: 'bookings  GET /api/booking/mybookings', path: '/api/booking/mybookings' },
];

interface Figures {
  scale: number;
  seedMs: number;
  rows: { members: number; games: number; orders: number; payments: number };
  databaseBytes: number;
  startupMs: number;
  statements: Record<string, number>;
  load: Array<{ name: string; rps: number; p99: number; non2xx: number; errors: number; ratio: number }>;
  /** Milliseconds from each change until every other process answered it. */
  changes: { resultMs: number[]; saleMs: number[] };
  /** The console's member search: each query's slowest answer of SEARCH_REPEATS, one at a time. */
  search: SearchFigure[];
}

/** Searches a staff member types into the console, against the seeded members (names, usernames, emails, mobiles). */
const SEARCHES = (members: number) => [
  `last${Math.floor(members / 3)}`,
  'first77 last77',
  'last1',
  `member${members - 5}@example`,
  `04${String(Math.floor(members / 2)).padStart(8, '0')}`,
  '0400 001',
  String(Math.floor(members / 4)),
  'nobody-is-called-this',
];
const SEARCH_REPEATS = 20;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-scale-'));
const pgPort = await freePort();
console.log(`Starting PostgreSQL (embedded, port ${pgPort})...`);
// BENCH_DIAG=1: PostgreSQL's slow statements, checkpoints and autovacuum runs are printed, with
// the server's slow answers and event-loop stalls, to explain a slow answer.
const DIAG = process.env.BENCH_DIAG === '1';
const pg = await startEmbeddedPostgres({
  dataDir,
  port: pgPort,
  persistent: false,
  ...(DIAG && {
    onLog: (line: string) => {
      if (/duration:|checkpoint|automatic (vacuum|analyze)/.test(line))
        console.log(`[postgres] ${line.slice(0, 400)}`);
    },
  }),
});
if (DIAG) {
  const admin = new pgClient.Client({ connectionString: pg.adminUrl });
  await admin.connect();
  for (const setting of [
    'log_min_duration_statement = 50',
    'log_checkpoints = on',
    'log_autovacuum_min_duration = 0',
  ])
    await admin.query(`ALTER SYSTEM SET ${setting}`);
  await admin.query('SELECT pg_reload_conf()');
  await admin.end();
}
let failed = false;
const figures: Figures[] = [];
try {
  for (const scale of scales) figures.push(await runScale(scale));
  report(figures);
} finally {
  await pg.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nOverall: ${failed ? 'FAIL' : 'PASS'}`);
process.exit(failed ? 1 : 0);

async function runScale(scale: number): Promise<Figures> {
  const name = `scale_${scale}x`;
  await ensureDatabase(pg.adminUrl, name);
  const databaseUrl = withDatabase(pg.adminUrl, name);
  await migrateDatabase(databaseUrl);
  const env = loadEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
    JWT_SECRET: randomBytes(32).toString('hex'),
  });

  console.log(
    `\n== ${scale}x: seeding ${BASE.members * scale} members, ${BASE.seasons} seasons of ${BASE.divisions * scale} divisions, ${BASE.orders * scale} orders...`,
  );
  const db = createPrisma(databaseUrl, 4);
  const started = Date.now();
  const { activeSeasonId, divisionId } = await seedCompetition(db, env, scale);
  await seedStore(db);
  await seedMembersAndOrders(db, scale);
  const member = await seedMeasuredMember(db, divisionId);
  const admin = await seedBenchAdmin(db);
  await db.$executeRawUnsafe('VACUUM ANALYZE');
  const seedMs = Date.now() - started;
  const rows = {
    members: await db.member.count(),
    games: await db.game.count(),
    orders: await db.order.count(),
    payments: await db.payment.count(),
  };
  const [{ bytes }] = await db.$queryRaw<
    [{ bytes: bigint }]
  >`SELECT pg_database_size(current_database()) AS bytes`;
  console.log(
    `Seeded in ${(seedMs / 1000).toFixed(0)} s: ${JSON.stringify(rows)}, database ${(Number(bytes) / 2 ** 20).toFixed(0)} MB.`,
  );

  // SQL statements of each member page, counted at the driver for one request each.
  const statements: Record<string, number> = {};
  const inProcess = await buildApp({
    env,
    databaseUrl,
    jwtSecret: randomBytes(32).toString('hex'),
    webDist: null,
    logger: false,
    jobs: false,
  });
  await inProcess.ready();
  const bearer = `Bearer ${inProcess.jwt.sign({ sub: String(member.id), tv: 0 })}`;
  for (const page of MEMBER_PAGES) {
    await inProcess.inject({ method: 'GET', url: page.path, headers: { authorization: bearer } });
    const counter = countSqlStatements();
    try {
      const res = await inProcess.inject({
        method: 'GET',
        url: page.path,
        headers: { authorization: bearer },
      });
      if (res.statusCode !== 200) throw new Error(`${page.path} answered ${res.statusCode}: ${res.body}`);
      statements[page.name] = counter.statements.length;
    } finally {
      counter.stop();
    }
  }
  await inProcess.close();
  await db.$disconnect();

  const startupMs = await timeStartup(databaseUrl);
  const { load, search } = await measureLoad(
    databaseUrl,
    member,
    admin,
    activeSeasonId,
    divisionId,
    rows.members,
  );
  const changes = await measureChanges(databaseUrl, member, activeSeasonId, divisionId);
  return { scale, seedMs, rows, databaseBytes: Number(bytes), startupMs, statements, load, changes, search };
}

/** The real server process (src/server.ts), from start to answering /readyz 200 (migrations already applied). */
async function timeStartup(databaseUrl: string): Promise<number> {
  const started = Date.now();
  const server = await spawnServer(databaseUrl, { LOG_LEVEL: 'warn' });
  try {
    await server.ready(180_000);
    return Date.now() - started;
  } finally {
    await server.cleanup();
  }
}

async function measureLoad(
  databaseUrl: string,
  member: { username: string; password: string },
  admin: BenchMember & { secret: string },
  seasonId: number,
  divisionId: number,
  members: number,
): Promise<Pick<Figures, 'load' | 'search'>> {
  const server = fork(path.join(here, 'server.ts'), [], {
    // BENCH_PROFILE=dir: a CPU profile of the server under load, for finding where a page's time goes.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
    ],
    env: {
      ...process.env,
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_DATA_DIR: dataDir,
      BENCH_WEB_DIST: hasPages ? webDist : '',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      server.once('message', (m) => resolve((m as { port: number }).port));
      server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const token = await signIn(base, member);
    const signedIn = { authorization: `Bearer ${token}` };
    const routes: Array<{ name: string; path: string; headers?: Record<string, string> }> = [
      { name: 'trivial   GET /healthz', path: '/healthz' },
      {
        name: 'draw      GET /api/draw/draw',
        path: `/api/draw/draw?season=${seasonId}&division=${divisionId}`,
      },
      {
        name: 'standings GET /api/draw/result',
        path: `/api/draw/result?season=${seasonId}&division=${divisionId}`,
      },
      ...MEMBER_PAGES.map((p) => ({ ...p, headers: signedIn })),
      ...(hasPages
        ? [
            {
              name: 'page      GET /member/account (HTML)',
              path: '/member/account',
              headers: { cookie: `cs_token=${token}`, accept: 'text/html' },
            },
          ]
        : []),
    ];
    const measured: Figures['load'] = [];
    // BENCH_ONLY=dashboard: the trivial route and the routes whose name contains it.
    const only = process.env.BENCH_ONLY;
    for (const r of routes.filter((x, i) => !only || i === 0 || x.name.includes(only))) {
      const headers = { ...BROWSER_HEADERS, ...r.headers };
      const check = await fetch(base + r.path, { headers });
      if (check.status !== 200) throw new Error(`${r.path} answered ${check.status}`);
      await autocannon({ url: base + r.path, connections: CONNECTIONS, duration: 2, headers });
      const result = await autocannon({
        url: base + r.path,
        connections: CONNECTIONS,
        duration: seconds,
        headers,
      });
      measured.push({
        name: r.name,
        rps: result.requests.average,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        ratio: 0,
      });
    }
    for (const m of measured) m.ratio = m.rps / measured[0]!.rps;
    return { load: measured, search: await measureSearch(base, await signInToConsole(base, admin), members) };
  } finally {
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
  }
}

/**
 * The console's member search as a staff member uses it: one request at a time, each query
 * SEARCH_REPEATS times, timed from sending to the whole answer, after one unmeasured pass. The
 * requests go from a process of their own (search-client.ts), not this one: its heap, grown by
 * the seeding, once collected garbage inside a timed request.
 */
async function measureSearch(base: string, token: string, members: number): Promise<Figures['search']> {
  const client = fork(path.join(here, 'search-client.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const job: SearchJob = {
    base,
    token,
    queries: SEARCHES(members),
    repeats: SEARCH_REPEATS,
    headers: BROWSER_HEADERS,
  };
  const answer = await new Promise<{ figures?: SearchFigure[]; error?: string }>((resolve, reject) => {
    client.once('message', (m) => resolve(m as { figures?: SearchFigure[]; error?: string }));
    client.once('exit', (code) => reject(new Error(`the search client exited with ${code}`)));
    client.send(job);
  });
  if (!answer.figures) throw new Error(answer.error ?? 'the search client sent nothing');
  return answer.figures;
}

/**
 * Two real server processes (src/server.ts, production settings: standings kept five minutes,
 * products five seconds). A result changed in the database: milliseconds from sending the
 * UPDATE until both processes answer new standings. A sale through process 1: milliseconds
 * from its answer until process 2 answers the new stock.
 */
async function measureChanges(
  databaseUrl: string,
  member: { username: string; password: string },
  seasonId: number,
  divisionId: number,
): Promise<Figures['changes']> {
  const env = {
    DRAW_CACHE_SECONDS: '300',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
    LOG_LEVEL: 'warn',
  };
  const servers = await Promise.all([0, 1].map(() => spawnServer(databaseUrl, env)));
  const db = createPrisma(databaseUrl, 2);
  try {
    await Promise.all(servers.map((s) => s.ready(180_000)));
    const text = async (base: string, route: string) => {
      const res = await fetch(base + route);
      if (res.status !== 200) throw new Error(`${route} answered ${res.status}`);
      return res.text();
    };
    /** When `base` first answers something other than `before` (a failed wait counts as 10 s). */
    const changedAt = async (base: string, route: string, before: string) => {
      const deadline = performance.now() + 10_000;
      while (performance.now() < deadline) if ((await text(base, route)) !== before) return performance.now();
      return Infinity;
    };
    const standings = `/api/draw/result?season=${seasonId}&division=${divisionId}`;
    const [{ gameId }] = await db.$queryRaw<[{ gameId: number }]>`
      SELECT r."gameId" FROM "GameResult" r JOIN "Game" g ON g.id = r."gameId"
       WHERE g."divisionId" = ${divisionId} AND g."finalStage" = 'none' AND g."excludedDate" = false
         AND r.kind = 'normal' AND r."scoreA" <> r."scoreB"
       ORDER BY r."gameId" LIMIT 1`;
    const resultMs: number[] = [];
    for (let i = 0; i < CHANGES.results; i++) {
      const before = await Promise.all(servers.map((s) => text(s.base, standings)));
      const sent = performance.now();
      // The winner changes (the scores swap), as a corrected result would.
      await db.$executeRaw`
        UPDATE "GameResult" SET "scoreA" = "scoreB", "scoreB" = "scoreA", "updatedAt" = now() WHERE "gameId" = ${gameId}`;
      const seen = await Promise.all(servers.map((s, k) => changedAt(s.base, standings, before[k]!)));
      resultMs.push(Math.min(Math.max(...seen) - sent, 10_000));
    }

    const [one, two] = servers as [SpawnedServer, SpawnedServer];
    const token = await signIn(one.base, member);
    const singlet = await db.product.findFirstOrThrow({ where: { name: 'Association Singlet' } });
    const products = '/api/ecommerce/store/products';
    const saleMs: number[] = [];
    for (let i = 0; i < CHANGES.sales; i++) {
      const before = await text(two.base, products);
      const sale = await fetch(`${one.base}/api/ecommerce/store/payshoppingcart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          shoppingCart: [
            { ...cartLine(singlet), product_no_attendee: true, product_order_qty_max: singlet.orderQtyMax },
          ],
          attendees: [],
          assign: [],
          couponCart: null,
          donationCart: [],
          cardData: {
            cardNumber: '4242 4242 4242 4242',
            cardName: 'Bench Member',
            cardExpiry: '11/39',
            cardCVC: '123',
          },
          idempotencyKey: `bench-sale-${Date.now()}-${i}`,
        }),
      });
      if (sale.status !== 200) throw new Error(`the sale answered ${sale.status}: ${await sale.text()}`);
      const sold = performance.now();
      saleMs.push(Math.min((await changedAt(two.base, products, before)) - sold, 10_000));
    }
    return { resultMs, saleMs };
  } finally {
    await db.$disconnect();
    await Promise.all(servers.map((s) => s.cleanup()));
  }
}

function report(all: Figures[]) {
  console.log(
    `\n${CONNECTIONS} connections, ${seconds} s per route, ${os.cpus().length} CPU(s), Node ${process.version}`,
  );
  for (const f of all) {
    console.log(
      `\n${f.scale}x: ${JSON.stringify(f.rows)}; database ${(f.databaseBytes / 2 ** 20).toFixed(0)} MB; start-up ${(f.startupMs / 1000).toFixed(1)} s; seeded in ${(f.seedMs / 1000).toFixed(0)} s`,
    );
    console.log(
      `${'route'.padEnd(42)} ${'SQL'.padStart(4)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ${'ratio'.padStart(6)}  verdict`,
    );
    for (const m of f.load) {
      const sql = f.statements[m.name];
      const member = sql !== undefined;
      const misses = [
        member && sql > TARGET.statements ? `SQL > ${TARGET.statements}` : '',
        member && m.p99 >= TARGET.p99Ms ? `p99 >= ${TARGET.p99Ms} ms` : '',
        /draw|standings/.test(m.name) && m.ratio < TARGET.ratio ? `ratio < ${TARGET.ratio}` : '',
        m.non2xx > 0 ? 'non-2xx' : '',
        m.errors > 0 ? 'errors' : '',
      ].filter(Boolean);
      if (misses.length) failed = true;
      const verdict = m.name.startsWith('trivial')
        ? '(reference)'
        : misses.length
          ? `FAIL (${misses.join(', ')})`
          : /page/.test(m.name)
            ? '(recorded)'
            : 'PASS';
      console.log(
        `${m.name.padEnd(42)} ${member ? String(sql).padStart(4) : '    '} ${m.rps.toFixed(0).padStart(8)} ${m.p99.toFixed(0).padStart(7)} ${m.ratio.toFixed(2).padStart(6)}  ${verdict}`,
      );
    }
    for (const s of f.search) {
      const pass = s.slowestMs < TARGET.searchMs;
      if (!pass) failed = true;
      console.log(
        `${`console member search "${s.q}" (${s.total} found)`.padEnd(56)} slowest of ${SEARCH_REPEATS} ${s.slowestMs.toFixed(0).padStart(5)} ms, median ${s.medianMs.toFixed(0)} ms  ${pass ? 'PASS' : `FAIL (>= ${TARGET.searchMs} ms)`}${s.clientPausesMs.length ? ` (the client's own GC: ${s.clientPausesMs.join(', ')} ms)` : ''}`,
      );
    }
    for (const [label, times] of [
      ['a result, changed in the database', f.changes.resultMs],
      ['a sale, made through the other process', f.changes.saleMs],
    ] as const) {
      const slowest = Math.max(...times);
      if (slowest >= TARGET.changeMs) failed = true;
      console.log(
        `${`reaches every process: ${label}`.padEnd(56)} slowest of ${times.length} ${slowest.toFixed(0).padStart(5)} ms, median ${median(times).toFixed(0)} ms  ${slowest < TARGET.changeMs ? 'PASS' : `FAIL (>= ${TARGET.changeMs} ms)`}`,
      );
    }
  }
  if (all.length < 2) return;
  const [small, large] = [all[0]!, all.at(-1)!];
  const data = large.rows.members / small.rows.members;
  console.log(`\nGrowth from ${small.scale}x to ${large.scale}x (the data grew ${data.toFixed(1)}x):`);
  const growth = (label: string, a: number, b: number) =>
    console.log(`${label.padEnd(42)} ${(b / a).toFixed(2).padStart(6)}x`);
  growth('database size', small.databaseBytes, large.databaseBytes);
  growth('start-up time', small.startupMs, large.startupMs);
  growth(
    'a result reaching every process, slowest',
    Math.max(...small.changes.resultMs, 1),
    Math.max(...large.changes.resultMs, 1),
  );
  growth(
    'a sale reaching the other process, slowest',
    Math.max(...small.changes.saleMs, 1),
    Math.max(...large.changes.saleMs, 1),
  );
  growth(
    'console member search, slowest',
    Math.max(...small.search.map((s) => s.slowestMs), 1),
    Math.max(...large.search.map((s) => s.slowestMs), 1),
  );
  for (const m of small.load) {
    const l = large.load.find((x) => x.name === m.name)!;
    growth(`${m.name} p99`, Math.max(m.p99, 1), Math.max(l.p99, 1));
    growth(`${m.name} time per request (1/req/s)`, 1 / m.rps, 1 / l.rps);
    if (small.statements[m.name] !== undefined)
      growth(`${m.name} SQL statements`, small.statements[m.name]!, large.statements[m.name]!);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
