// A module reads and writes only its own tables; for another area's data it calls that
// area's service. This test reads every module's source and fails on a Prisma call or an
// SQL table name that belongs to another module. NOT_YET lists the cross-module uses
// still to be moved behind their owner's service: it may only shrink, and an entry that
// is no longer used fails the test too, so the list stays true.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from './table-owners.js';

type Table = keyof typeof TABLE_OWNERS;

const NOT_YET: Record<string, Table[]> = {
  draw: ['Team', 'Court', 'Venue', 'AssociationSettings'],
};

const modulesDir = path.resolve(import.meta.dirname, '../../src/modules');
const delegateOf = (table: string) => table[0]!.toLowerCase() + table.slice(1);
const OPERATIONS =
  'findMany|findUnique|findFirst|findUniqueOrThrow|findFirstOrThrow|create|createMany|createManyAndReturn|' +
  'update|updateMany|updateManyAndReturn|upsert|delete|deleteMany|count|aggregate|groupBy';

/** The tables of other modules each module touches, with one place for each. */
function crossModuleUses(): Map<string, Map<string, string>> {
  const uses = new Map<string, Map<string, string>>();
  for (const module of fs.readdirSync(modulesDir)) {
    const dir = path.join(modulesDir, module);
    for (const file of fs.readdirSync(dir)) {
      if (!file.endsWith('.ts') || file.includes('.test.')) continue;
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [table, owner] of Object.entries(TABLE_OWNERS)) {
        if (owner === module) continue;
        const prisma = new RegExp(`\\.${delegateOf(table)}\\s*\\.\\s*(${OPERATIONS})\\(`);
        const sql = new RegExp(`"${table}"`);
        const found = prisma.exec(source) ?? sql.exec(source);
        if (!found) continue;
        const line = source.slice(0, found.index).split('\n').length;
        const mine = uses.get(module) ?? new Map<string, string>();
        if (!mine.has(table)) mine.set(table, `${module}/${file}:${line}`);
        uses.set(module, mine);
      }
    }
  }
  return uses;
}

describe('table ownership', () => {
  const uses = crossModuleUses();

  it("no module touches another module's tables beyond the list still to move", () => {
    const unexpected: string[] = [];
    for (const [module, tables] of uses)
      for (const [table, place] of tables)
        if (!NOT_YET[module]?.includes(table as Table))
          unexpected.push(
            `${place} uses ${table}, which belongs to ${TABLE_OWNERS[table as Table] ?? 'lib'}`,
          );
    expect(unexpected).toEqual([]);
  });

  it('lists only uses that still exist', () => {
    const stale: string[] = [];
    for (const [module, tables] of Object.entries(NOT_YET))
      for (const table of tables) if (!uses.get(module)?.has(table)) stale.push(`${module}: ${table}`);
    expect(stale).toEqual([]);
  });

  it('knows the owner of every table in the schema', () => {
    const schema = fs.readFileSync(path.resolve(modulesDir, '../../../../prisma/schema.prisma'), 'utf8');
    const models = [...schema.matchAll(/^model (\w+) \{/gm)].map((m) => m[1]);
    expect(models.sort()).toEqual(Object.keys(TABLE_OWNERS).sort());
  });
});
