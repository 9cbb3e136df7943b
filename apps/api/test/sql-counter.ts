// Counts the SQL statements the application sends to PostgreSQL, by wrapping the
// `pg` driver's Client#query (the Prisma pg adapter issues every statement through
// it). Each test file runs in its own process, so the wrap touches only that file.
import pg from 'pg';

export interface SqlCounter {
  /** Statements seen since the counter started (or was reset). */
  readonly statements: string[];
  reset(): void;
  stop(): void;
}

export function countSqlStatements(): SqlCounter {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const statements: string[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
    if (text) statements.push(text);
    return original.apply(this, args);
  };
  return {
    statements,
    reset: () => void statements.splice(0),
    stop: () => {
      proto.query = original;
    },
  };
}
