// Releases hold together. Every package.json carries the version CHANGELOG.md names as the newest
// release. And the migrations written since that release keep it working while it still runs
// beside them (a rolling upgrade, a rollback): they add tables, columns and indexes, but do not
// drop, rename or make required what the released code reads and writes, unless the migration
// says it is a contract step (CONTRIBUTING.md, "Adding a migration").
//
// A lint of the SQL, not a proof: it catches the changes that break the previous release on
// every request (a dropped or renamed table or column, a new column its inserts do not fill).
// A narrowed type or a new check constraint is for the reviewer to judge.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const migrationsDir = path.join(root, 'prisma/migrations');

/** The line a contract step carries, with the reason the previous release no longer needs what it removes. */
const CONTRACT_MARK = /^--[ \t]*contract step:[ \t]*\S.{9,}$/im;

const BREAKING: ReadonlyArray<[RegExp, string]> = [
  [/\bDROP\s+TABLE\b/i, 'drops a table'],
  [/\bDROP\s+COLUMN\b/i, 'drops a column'],
  [/\bRENAME\b/i, 'renames a table, column, type or value'],
  [/\bSET\s+NOT\s+NULL\b/i, 'makes a column required'],
];

/** What in a migration's SQL would break the previous release; empty when it only expands or is marked. */
function contractChanges(sql: string): string[] {
  if (CONTRACT_MARK.test(sql)) return [];
  const statements = sql.replace(/--.*$/gm, '').split(';');
  const found: string[] = [];
  for (const statement of statements) {
    const shown = statement.trim().replace(/\s+/g, ' ').slice(0, 120);
    for (const [pattern, what] of BREAKING) if (pattern.test(statement)) found.push(`${what}: ${shown}`);
    // A required column without a default: the previous release's inserts leave it out and fail.
    const added = [...statement.matchAll(/\bADD\s+COLUMN\b[^,;]*/gi)].map((m) => m[0]);
    if (added.some((clause) => /\bNOT\s+NULL\b/i.test(clause) && !/\bDEFAULT\b/i.test(clause)))
      found.push(`adds a required column without a default: ${shown}`);
  }
  return found;
}

interface Release {
  version: string;
  lastMigration: string | undefined;
}

/** CHANGELOG.md's releases, newest first (the Unreleased section is not one). */
function releases(): Release[] {
  const changelog = fs.readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
  const sections = changelog.split(/^## /m).slice(1);
  return sections
    .map((section) => ({
      version: /^\[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$/m.exec(section.split('\n')[0] ?? '')?.[1],
      lastMigration: /^Last migration: `([^`]+)`\.$/m.exec(section)?.[1],
    }))
    .filter((r): r is Release => r.version !== undefined);
}

const migrations = fs
  .readdirSync(migrationsDir)
  .filter((name) => /^\d{14}_/.test(name))
  .sort();

describe('releases', () => {
  it('gives every package the version of the newest release in CHANGELOG.md', () => {
    const newest = releases()[0];
    expect(newest?.version).toMatch(/^\d+\.\d+\.\d+$/);
    const manifests = [
      'package.json',
      ...['apps', 'packages', 'tests', 'tooling'].flatMap((dir) =>
        fs
          .readdirSync(path.join(root, dir))
          .map((name) => path.join(dir, name, 'package.json'))
          .filter((file) => fs.existsSync(path.join(root, file))),
      ),
    ];
    expect(manifests).toContain('apps/api/package.json');
    const versions = Object.fromEntries(
      manifests.map((file) => [
        file,
        (JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { version?: string }).version,
      ]),
    );
    for (const [file, version] of Object.entries(versions)) expect(version, file).toBe(newest?.version);
  });

  it('names the last migration of each release, newest release last in order', () => {
    const named = releases().map((r) => r.lastMigration);
    for (const name of named) expect(migrations).toContain(name);
    expect([...named].reverse()).toEqual([...named].sort());
  });

  it('keeps the newest release working: later migrations only expand, or say they are a contract step', () => {
    const released = releases()[0]!.lastMigration!;
    const later = migrations.filter((name) => name > released);
    const breaking = later.flatMap((name) =>
      contractChanges(fs.readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8')).map(
        (change) => `${name} ${change}`,
      ),
    );
    expect(breaking).toEqual([]);
  });
});

describe('the expand-then-contract lint', () => {
  it('lets additions through: new tables, nullable or defaulted columns, indexes', () => {
    expect(
      contractChanges(`
        CREATE TABLE "Closure" ("id" SERIAL NOT NULL, "name" TEXT NOT NULL);
        ALTER TABLE "SecondFactor" ADD COLUMN "emailCodeHash" TEXT,
        ADD COLUMN "emailCodeTries" INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE "Refund" ALTER COLUMN "staffMemberId" DROP NOT NULL;
        CREATE UNIQUE INDEX "Category_name_key" ON "Category" (lower(name));
        DROP INDEX "Old_index";`),
    ).toEqual([]);
  });

  it('refuses drops, renames and new required columns the previous release would trip on', () => {
    const found = contractChanges(`
      -- Drop the old column
      ALTER TABLE "Member" DROP COLUMN "fax";
      DROP TABLE "Legacy";
      ALTER TABLE "Member" RENAME COLUMN "mobile" TO "mobilePhone";
      ALTER TABLE "Game" ADD COLUMN "courtNote" TEXT, ADD COLUMN "refereeId" INTEGER NOT NULL;
      ALTER TABLE "Team" ALTER COLUMN "colour" SET NOT NULL;`);
    expect(found.map((f) => f.split(':')[0])).toEqual([
      'drops a column',
      'drops a table',
      'renames a table, column, type or value',
      'adds a required column without a default',
      'makes a column required',
    ]);
  });

  it('accepts a contract step that says why the previous release no longer needs what it drops', () => {
    const sql = `ALTER TABLE "Member" DROP COLUMN "fax";`;
    expect(contractChanges(`-- contract step: 0.3.0 stopped reading fax\n${sql}`)).toEqual([]);
    expect(contractChanges(`-- contract step:\n${sql}`)).toHaveLength(1);
  });
});
