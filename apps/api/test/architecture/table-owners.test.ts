// A module reads and writes only its own tables; for another area's data it calls that
// area's service, or (for the one-statement game-day pages) joins a view that area
// publishes. lib/ and plugins/ touch only the tables owned by no module. This test reads
// every module's source, and lib/'s and plugins/', and fails on a Prisma call or an SQL
// table name that belongs to another owner, and checks that the published views are
// exactly the ones the migrations create, each with its owner.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MAIN_SCHEMA_FILE,
  modelsOf,
  ownerOfSchemaFile,
  PUBLISHED_VIEWS,
  schemaFiles,
  TABLE_OWNERS,
} from './table-owners.js';

const modulesDir = path.resolve(import.meta.dirname, '../../src/modules');
/** Folders of the app's own machinery: they own the tables owned by no module (owner null). */
const INFRA = ['lib', 'plugins'];
const ownerOf = (module: string) => (INFRA.includes(module) ? null : module);
const delegateOf = (table: string) => table[0]!.toLowerCase() + table.slice(1);
const OPERATIONS =
  'findMany|findUnique|findFirst|findUniqueOrThrow|findFirstOrThrow|create|createMany|createManyAndReturn|' +
  'update|updateMany|updateManyAndReturn|upsert|delete|deleteMany|count|aggregate|groupBy';

interface Source {
  module: string;
  file: string;
  text: string;
}

/** Every non-test source file of every module. */
function moduleSources(): Source[] {
  return fs.readdirSync(modulesDir).flatMap((module) =>
    fs
      .readdirSync(path.join(modulesDir, module))
      .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
      .map((file) => ({ module, file, text: fs.readFileSync(path.join(modulesDir, module, file), 'utf8') })),
  );
}

/** Every non-test source file of lib/ and plugins/. */
function infraSources(): Source[] {
  return INFRA.flatMap((module) => {
    const dir = path.resolve(modulesDir, '..', module);
    return fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
      .map((file) => ({ module, file, text: fs.readFileSync(path.join(dir, file), 'utf8') }));
  });
}

/** Each use of another module's table: a Prisma call on its delegate or its quoted name in SQL. */
function crossModuleUses(sources: Source[]): string[] {
  const uses: string[] = [];
  for (const { module, file, text } of sources)
    for (const [table, owner] of Object.entries(TABLE_OWNERS)) {
      if (owner === ownerOf(module)) continue;
      const prisma = new RegExp(`\\.${delegateOf(table)}\\s*\\.\\s*(${OPERATIONS})\\(`);
      const found = prisma.exec(text) ?? new RegExp(`"${table}"`).exec(text);
      if (!found) continue;
      const line = text.slice(0, found.index).split('\n').length;
      uses.push(`${module}/${file}:${line} uses ${table}, which belongs to ${owner ?? 'lib'}`);
    }
  return uses;
}

/** Relation fields of the schema and the model each leads to (a name used by several relations keeps them all). */
function relationTargets(): Map<string, Set<string>> {
  const schema = schemaFiles()
    .map(({ text }) => text)
    .join('\n');
  const targets = new Map<string, Set<string>>();
  for (const [, body] of schema.matchAll(/^model \w+ \{([\s\S]*?)^\}/gm))
    for (const line of body!.split('\n')) {
      const field = /^\s*(\w+)\s+(\w+)(\[\])?\??\s/.exec(line);
      if (field && field[2]! in TABLE_OWNERS)
        targets.set(field[1]!, (targets.get(field[1]!) ?? new Set()).add(field[2]!));
    }
  return targets;
}

/** Nested writes (create, update, upsert, delete) through a relation into another module's table. */
function nestedForeignWrites(sources: Source[]): string[] {
  const targets = relationTargets();
  const writes: string[] = [];
  for (const { module, file, text } of sources)
    for (const m of text.matchAll(
      /\b(\w+)\s*:\s*\{\s*(create|createMany|connectOrCreate|update|updateMany|upsert|delete|deleteMany)\s*:/g,
    )) {
      const models = [...(targets.get(m[1]!) ?? [])];
      const foreign = models.filter((t) => TABLE_OWNERS[t] !== ownerOf(module));
      if (models.length === 0 || foreign.length < models.length) continue;
      const line = text.slice(0, m.index).split('\n').length;
      writes.push(`${module}/${file}:${line} writes ${foreign.join('/')} through ${m[1]}.${m[2]}`);
    }
  return writes;
}

describe('table ownership', () => {
  it("no module touches another module's tables", () => {
    expect(crossModuleUses(moduleSources())).toEqual([]);
  });

  it('sees a Prisma call and an SQL name of a table owned elsewhere', () => {
    const probe = (text: string) => crossModuleUses([{ module: 'store', file: 'probe.ts', text }]);
    expect(probe('await tx.member.update({ where: { id } });')).toEqual([
      'store/probe.ts:1 uses Member, which belongs to people',
    ]);
    expect(probe('await db.$queryRaw`SELECT 1\nFROM "Booking" b`;')).toEqual([
      'store/probe.ts:2 uses Booking, which belongs to booking',
    ]);
    expect(
      probe('await db.product.findMany({}); await memberFacts(db, id); SELECT * FROM team_names'),
    ).toEqual([]);
  });

  it("lib/ and plugins/ touch no module's table: they ask the owner, which hands its reader over at start-up", () => {
    expect(crossModuleUses(infraSources())).toEqual([]);
    expect(nestedForeignWrites(infraSources())).toEqual([]);
    // The scanner itself: a member read from lib/ is seen, a read of the mail outbox (owned by none) is not.
    const probe = (text: string) => crossModuleUses([{ module: 'lib', file: 'probe.ts', text }]);
    expect(probe('await db.member.findUnique({ where: { id } });')).toEqual([
      'lib/probe.ts:1 uses Member, which belongs to people',
    ]);
    expect(probe('await db.mailOutbox.create({ data }); SELECT 1 FROM "RateLimit"')).toEqual([]);
  });

  it("no module writes another module's table through a relation", () => {
    expect(nestedForeignWrites(moduleSources())).toEqual([]);
    // The scanner itself: a nested create of a member from a store file is seen, one of a store table is not.
    const probe = (text: string) => nestedForeignWrites([{ module: 'store', file: 'probe.ts', text }]);
    expect(probe('data: { name, member: { create: { firstname } } }')).toEqual([
      'store/probe.ts:1 writes Member through member.create',
    ]);
    expect(probe('data: { attendees: { create: [] }, member: { connect: { id } } }')).toEqual([]);
  });

  it('knows the owner of every table in the schema: the module its schema file is named after', () => {
    const files = schemaFiles();
    expect(files.map(({ file }) => file)).toContain(MAIN_SCHEMA_FILE);
    const models = files.flatMap(({ text }) => modelsOf(text));
    expect(models.length).toBeGreaterThan(20);
    expect(models.sort()).toEqual(Object.keys(TABLE_OWNERS).sort());
    // No table without an owner's file, and each file names a module that exists (or is infra).
    expect(
      files.filter(({ file }) => file === MAIN_SCHEMA_FILE).flatMap(({ text }) => modelsOf(text)),
    ).toEqual([]);
    const modules = fs.readdirSync(modulesDir);
    for (const { file } of files) {
      const owner = ownerOfSchemaFile(file);
      if (owner !== null) expect(modules, `prisma/schema/${file}`).toContain(owner);
    }
  });

  it("publishes exactly the views the migrations create, each over its owner's tables", () => {
    const migrations = path.resolve(modulesDir, '../../../../prisma/migrations');
    const created = new Map<string, string>();
    for (const dir of fs.readdirSync(migrations)) {
      const file = path.join(migrations, dir, 'migration.sql');
      if (!fs.existsSync(file)) continue;
      const sql = fs.readFileSync(file, 'utf8');
      for (const m of sql.matchAll(/CREATE VIEW "(\w+)" AS([\s\S]*?);/g)) created.set(m[1]!, m[2]!);
    }
    expect([...created.keys()].sort()).toEqual(Object.keys(PUBLISHED_VIEWS).sort());
    for (const [view, body] of created) {
      const tables = [...body.matchAll(/FROM "(\w+)"|JOIN "(\w+)"/g)].map((m) => (m[1] ?? m[2])!);
      const owners = new Set(tables.map((t) => TABLE_OWNERS[t]));
      expect([view, [...owners]]).toEqual([view, [PUBLISHED_VIEWS[view as keyof typeof PUBLISHED_VIEWS]]]);
    }
  });
});
