// Uploaded files with two real server processes: with S3_* set, a photo a
// member uploads through one process is served by the other and, after that process is
// restarted, by it again: the file is in the S3 server (s3rver, started here), not on a disk
// one process owns. It is still served only through the API, to its member. The same two
// processes answer /metrics each for itself, with the portal's figures read from the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createPrisma, type Db } from '../../src/plugins/prisma.js';
import { createMember } from '../factories.js';
import { profileFields, testPng } from '../profile-photo-form.js';
import { until } from '../faults/load.js';
import { spawnServer, type SpawnedServer } from '../faults/spawn-server.js';
import { JOB_SPECS } from '../../src/job-specs.js';
import { createTestDatabase } from '../helpers.js';
import { startTestS3, type TestS3 } from '../s3-server.js';

let db: Db;
let s3: TestS3;
let databaseUrl = '';
let jwtSecret = '';
const servers: SpawnedServer[] = [];
/** Signs as the first process does: every process gets its JWT_SECRET. */
let tokenFor: (memberId: number) => string;
const METRICS_TOKEN = 'scale-out-metrics-token';

const png = testPng(2000, 7);
const profile = profileFields({ email: 'sky@example.com', prefname: 'Sky' });

async function start(): Promise<SpawnedServer> {
  const server = await spawnServer(databaseUrl, {
    ...s3.env,
    METRICS_TOKEN,
    ...(jwtSecret ? { JWT_SECRET: jwtSecret } : {}),
  });
  if (!jwtSecret) {
    jwtSecret = server.jwtSecret;
    tokenFor = server.tokenFor.bind(server);
  }
  await server.ready();
  return server;
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  db = createPrisma(databaseUrl, 2);
  s3 = await startTestS3();
  servers.push(await start());
  servers.push(await start());
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.cleanup()));
  await s3?.stop();
  await db?.$disconnect();
});

const photoOf = (server: SpawnedServer, memberId: number) =>
  fetch(`${server.base}/api/member/user/photo`, {
    headers: { authorization: `Bearer ${tokenFor(memberId)}` },
  });

describe('files across processes', () => {
  it('serves a photo uploaded through one process from the other, and after a restart', async () => {
    const member = await createMember(db);
    const form = new FormData();
    for (const [k, v] of Object.entries(profile)) form.append(k, v);
    form.append('profilephoto', new Blob([png], { type: 'image/png' }), 'me.png');
    const upload = await fetch(`${servers[0]!.base}/api/member/user`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokenFor(member.id)}` },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(200);

    // In the bucket, under the prefix.
    const listed = await new S3Client({
      region: 'us-east-1',
      endpoint: s3.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }).send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET, Prefix: 'association/photos/' }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual([
      expect.stringMatching(new RegExp(`^association/photos/${member.id}-[0-9a-f]{16}\\.png$`)),
    ]);

    const fromOther = await photoOf(servers[1]!, member.id);
    expect(fromOther.status).toBe(200);
    expect(fromOther.headers.get('content-type')).toBe('image/png');
    expect(Buffer.compare(Buffer.from(await fromOther.arrayBuffer()), png)).toBe(0);

    // Another member asks for theirs: they have none.
    const stranger = await createMember(db);
    expect((await photoOf(servers[1]!, stranger.id)).status).toBe(404);

    // The first process is replaced (a deploy): its successor serves the photo.
    await servers[0]!.cleanup();
    servers[0] = await start();
    const afterRestart = await photoOf(servers[0], member.id);
    expect(afterRestart.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await afterRestart.arrayBuffer()), png)).toBe(0);
  });

  // The same two processes, as Prometheus scrapes them: each answers for its own requests, and
  // both give the portal's figures (outbox, job queues) as the database holds them.
  it('answers /metrics in each process: its own requests, the outbox and queues from the database', async () => {
    await db.mailOutbox.createMany({
      data: [1, 2, 3].map((n) => ({
        to: 'gone@example.test',
        subject: `Given up #${n}`,
        text: '-',
        status: 'failed',
      })),
    });

    const scrape = async (server: SpawnedServer) => {
      const res = await fetch(`${server.base}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.status).toBe(200);
      return (await res.text()).split('\n');
    };
    const value = (lines: string[], series: string) => {
      const line = lines.find((l) => l.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };
    const queuesOf = (lines: string[]) =>
      lines.flatMap((l) => /^courtside_job_queue_failed\{queue="([^"]+)"\}/.exec(l)?.[1] ?? []).sort();
    // Each process makes the job queues as it starts, in the background.
    const everyQueue = JOB_SPECS.map((spec) => spec.name).sort();
    let scrapes: string[][] = [];
    await until(
      async () => {
        scrapes = await Promise.all(servers.map(scrape));
        return scrapes.every((lines) => queuesOf(lines).join() === everyQueue.join());
      },
      60_000,
      'every job queue in both scrapes',
    );
    // Two requests to the first process only: its count grows by two, the other's not at all.
    const settingsAnswered =
      'http_request_duration_seconds_count{method="GET",route="/api/settings",status_code="200"}';
    const before = scrapes.map((lines) => value(lines, settingsAnswered) ?? 0);
    for (let i = 0; i < 2; i++) expect((await fetch(`${servers[0]!.base}/api/settings`)).status).toBe(200);
    const after = (await Promise.all(servers.map(scrape))).map(
      (lines) => value(lines, settingsAnswered) ?? 0,
    );
    expect(after.map((n, i) => n - before[i]!)).toEqual([2, 0]);
    for (const lines of scrapes) {
      expect(value(lines, 'courtside_database_up')).toBe(1);
      expect(value(lines, 'courtside_mail_outbox_messages{state="failed"}')).toBe(3);
    }
  });
});
