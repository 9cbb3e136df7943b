// Plain SQL for the reads every signed-in page makes (the session check, the profile,
// the member's lists). Prisma 6 compiles each query in WebAssembly on the event loop
// (measured here: 0.4-1.1 ms of CPU a query against 0.1 ms through pg itself), which
// made those pages miss their p99 under load; see PROOF.md "How the costs grow".
//
// A query runs on the pg pool the Prisma client itself uses (so the pool size and its
// recovery from outages are shared), and inside a transaction on the transaction's own
// connection through $queryRawUnsafe. Both ways answer the same JavaScript values:
// int8 as bigint, date and timestamp as Date (UTC), numeric as Prisma's Decimal.
// Everything else writes and reads through Prisma.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import type { Tx } from '../db/tx.js';

/** The Prisma client (plugins/prisma.ts's Db), named here so lib/ does not import the plugin. */
type Db = PrismaClient;

export class SqlQuery {
  constructor(
    readonly text: string,
    readonly values: unknown[],
  ) {}
}

/**
 * A parameterised statement: each ${value} becomes $1, $2... and never part of the text;
 * a ${fragment} made by `sql` is spliced in with its own values.
 */
export function sql(strings: TemplateStringsArray, ...parts: unknown[]): SqlQuery {
  let text = strings[0]!;
  const values: unknown[] = [];
  parts.forEach((part, i) => {
    if (part instanceof SqlQuery) {
      text += part.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + values.length}`);
      values.push(...part.values);
    } else {
      values.push(part);
      text += `$${values.length}`;
    }
    text += strings[i + 1];
  });
  return new SqlQuery(text, values);
}

const { builtins } = pg.types;
const PARSERS: Partial<Record<number, (value: string) => unknown>> = {
  [builtins.INT8]: (v) => BigInt(v),
  [builtins.NUMERIC]: (v) => new Prisma.Decimal(v),
  [builtins.DATE]: (v) => new Date(`${v}T00:00:00Z`),
  // Prisma keeps DateTime as UTC in `timestamp(3)`, which has no zone of its own.
  [builtins.TIMESTAMP]: (v) => new Date(`${v.replace(' ', 'T')}Z`),
};
const TYPES = {
  getTypeParser: ((oid: number, format?: string): unknown =>
    PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/**
 * Each text is a named (prepared) statement, so PostgreSQL plans it once per connection instead
 * of on every request: planning cost more than running these reads (0.2-0.6 ms each against
 * under 0.1 ms; EXPLAIN ANALYZE on the scale bench's data). Our statements name their columns
 * (never `SELECT *`), so an added column never changes a prepared statement's answer.
 */
const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) names.set(text, (name = `cs_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`));
  return name;
}

const pools = new WeakMap<object, pg.Pool>();

/** Lets `rows` reach this client's pool directly (plugins/prisma.ts). */
export function registerPool(db: Db, pool: pg.Pool): void {
  pools.set(db, pool);
}

/** This client's connection pool, when it has one of ours (the metrics read its counts). */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

/**
 * The rows a statement answers, typed by the caller (the integration tests run every one).
 * `planEachTime`: plan it for its values on every call, not once per connection. For a statement
 * whose best plan depends on its values (a search whose words may match one member or half of
 * them): PostgreSQL's generic plan for a prepared statement cannot tell, and chose a plan that
 * took 350 ms where the values' own plan takes 2 ms (the scale bench's member search).
 */
export async function rows<T>(
  db: Db | Tx,
  query: SqlQuery,
  options: {
    planEachTime?: boolean;
    /**
     * Planner settings for this statement alone (SET LOCAL in a transaction of its own), e.g.
     * `{ enable_seqscan: 'off' }`. Names and values are the caller's constants, never input.
     * Ignored inside a caller's transaction (`Tx`), which has no pool of its own here.
     */
    settings?: Record<string, 'on' | 'off'>;
  } = {},
): Promise<T[]> {
  const pool = pools.get(db);
  if (!pool) return db.$queryRawUnsafe<T[]>(query.text, ...query.values);
  // pg would send a Date in this process's own zone; the columns hold UTC.
  const values = query.values.map((v) => (v instanceof Date ? v.toISOString() : v));
  const statement = {
    ...(!options.planEachTime && { name: statementName(query.text) }),
    text: query.text,
    values,
    types: TYPES,
  };
  if (!options.settings) return (await pool.query(statement)).rows as T[];
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    for (const [name, value] of Object.entries(options.settings)) {
      if (!/^[a-z_]+$/.test(name)) throw new Error(`not a setting name: ${name}`);
      await client.query(`SET LOCAL ${name} = ${value === 'on' ? 'on' : 'off'}`);
    }
    const result = await client.query(statement);
    await client.query('COMMIT');
    return result.rows as T[];
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * A LIKE/ILIKE pattern's text taken literally: its \ % and _ escaped with the default escape
 * character. Prisma's case-insensitive `equals` and `contains` compile to ILIKE with the value
 * as the pattern, unescaped: a grade named '%' was "taken" by any grade, and a search ending in
 * a backslash was a server error. Pass their values through this.
 */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
