// An upgrade runs the new migrations while the previous release still serves members, and a
// rollback puts the previous release back on the new schema: its Prisma client must keep reading
// and writing the migrated database. This runs the client of the newest release in CHANGELOG.md,
// generated from its schema kept in prisma/releases/, against a database with every migration.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type Db } from '../src/plugins/prisma.js';
import { runPrisma } from '../scripts/prisma.mjs';
import { createTestDatabase } from './helpers.js';
import { createMember } from './factories.js';
import { createCourt, createDivision, createSeason, createTeams } from './competition-factory.js';
import { createTeamGame } from './team-factories.js';

const root = path.resolve(import.meta.dirname, '../../..');
const version = /^## \[(\d+\.\d+\.\d+)\]/m.exec(
  fs.readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8'),
)?.[1];
const releasedSchema = path.join(root, `prisma/releases/${version}.prisma`);

/** The previous release's client, as loosely typed as a client of a schema we only know at run time. */
interface OldClient {
  [model: string]: unknown;
  $disconnect(): Promise<void>;
}
type Delegate = {
  findFirst(args?: object): Promise<Record<string, unknown> | null>;
  create(args: { data: object }): Promise<Record<string, unknown>>;
};
let OldPrismaClient: new (options: { adapter: PrismaPg }) => OldClient;
let modelNames: string[];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-previous-release-'));
const opened: { $disconnect(): Promise<void> }[] = [];

const delegate = (client: OldClient, model: string) =>
  client[model.charAt(0).toLowerCase() + model.slice(1)] as Delegate;

function openOld(databaseUrl: string): OldClient {
  const client = new OldPrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
  opened.push(client);
  return client;
}

/** Reads one row of every model with every scalar field: the models that failed, and those that had a row. */
async function readEveryModel(client: OldClient) {
  const failures: { model: string; error: string }[] = [];
  const withRows: string[] = [];
  for (const model of modelNames) {
    try {
      if (await delegate(client, model).findFirst()) withRows.push(model);
    } catch (err) {
      failures.push({
        model,
        error: err instanceof Error ? err.message.trim().split('\n').at(-1)! : String(err),
      });
    }
  }
  return { failures, withRows };
}

beforeAll(async () => {
  if (!fs.existsSync(releasedSchema))
    throw new Error(
      `prisma/releases/${version}.prisma is missing: releasing copies the schema there (CONTRIBUTING.md)`,
    );
  // The schema as released, its client written here instead of into src/generated. The client
  // resolves @prisma/client from a node_modules beside it.
  const schema = fs
    .readFileSync(releasedSchema, 'utf8')
    .replace(/^(\s*output\s*=\s*)".*"$/m, `$1${JSON.stringify(path.join(dir, 'client'))}`);
  fs.writeFileSync(path.join(dir, 'schema.prisma'), schema);
  fs.symlinkSync(path.resolve(import.meta.dirname, '../node_modules'), path.join(dir, 'node_modules'), 'dir');
  const result = runPrisma(['generate', '--schema', path.join(dir, 'schema.prisma')], { CAPTURE: '1' });
  if (result.status !== 0) throw new Error(`prisma generate failed:\n${result.stdout}\n${result.stderr}`);
  const generated = (await import(pathToFileURL(path.join(dir, 'client/client.ts')).href)) as {
    PrismaClient: typeof OldPrismaClient;
    Prisma: { ModelName: Record<string, string> };
  };
  OldPrismaClient = generated.PrismaClient;
  modelNames = Object.values(generated.Prisma.ModelName);
});

afterAll(async () => {
  for (const client of opened) await client.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe(`the previous release (${version})`, () => {
  it('reads every model and writes members, products and teams on the current schema', async () => {
    const databaseUrl = await createTestDatabase();
    const db: Db = createPrisma(databaseUrl);
    opened.push(db);
    // Rows written by the current release, so the old client decodes real values and enums.
    await createMember(db);
    const season = await createSeason(db);
    const division = await createDivision(db, season.id);
    const [home, away] = await createTeams(db, division.id, ['Home', 'Away']);
    const court = await createCourt(db);
    await createTeamGame(db, division.id, home.id, away.id, 3, { courtId: court.id });
    await db.product.create({ data: { name: 'Cap', priceCents: 2500 } });

    const old = openOld(databaseUrl);
    expect(modelNames).toContain('Member');
    const { failures, withRows } = await readEveryModel(old);
    expect(failures).toEqual([]);
    expect(withRows).toEqual(
      expect.arrayContaining(['Member', 'Season', 'Division', 'Team', 'Court', 'Game', 'Product']),
    );

    // What it writes most: columns added since must be nullable or have a default.
    const member = await delegate(old, 'Member').create({
      data: {
        username: 'previous.release',
        usernameLower: 'previous.release',
        passwordHash: 'not-a-real-hash',
        firstname: 'Robin',
        lastname: 'Lee',
        email: 'robin.lee@example.com',
        dob: new Date('1991-02-03T00:00:00Z'),
        gender: 'male',
      },
    });
    expect(await db.member.findUniqueOrThrow({ where: { id: member.id as number } })).toMatchObject({
      username: 'previous.release',
    });
    const product = await delegate(old, 'Product').create({
      data: { name: 'Drink bottle', priceCents: 1200 },
    });
    expect(await db.product.findUnique({ where: { id: product.id as number } })).not.toBeNull();
    const team = await delegate(old, 'Team').create({
      data: { name: 'Written before', divisionId: division.id },
    });
    expect(await db.team.findUnique({ where: { id: team.id as number } })).not.toBeNull();
  });

  it('cannot read a model one of whose columns a migration renamed (the check can fail)', async () => {
    const databaseUrl = await createTestDatabase();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('ALTER TABLE "Member" RENAME COLUMN "mobile" TO "mobilePhone"');
    await client.end();

    const { failures } = await readEveryModel(openOld(databaseUrl));
    expect(failures.map((f) => f.model)).toEqual(['Member']);
    expect(failures[0]!.error).toMatch(/does not exist/);
  });
});
