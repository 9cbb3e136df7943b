// CSV files the console downloads. Every file escapes formulas, so a name or reason starting with
// = + - @ opens as text in a spreadsheet, never as a formula, and starts with a byte order mark, so
// a spreadsheet reads it as UTF-8 (names with accents). Sent as a download, never cached.
import type { FastifyReply } from 'fastify';
import { stringify, type Input, type Options } from 'csv-stringify/sync';
import { plainDollars } from './money.js';

/** The options of every CSV file (the audit log's streamed one too). */
export const CSV_OPTIONS = { escape_formulas: true, bom: true } satisfies Options;

/**
 * A money cell: cents, written as dollars ("-110.00"). A bigint because the formula escape leaves
 * a cell starting with "-" alone only when it is a number, so a refund stays a number to the
 * spreadsheet (the text "-110.00" would open as "'-110.00").
 */
export const money = (cents: number): bigint => BigInt(cents);

/** Rows (arrays, or objects with `columns`) as a CSV file's text; formulas are always escaped. */
export function toCsv(rows: Input, options: Omit<Options, 'escape_formulas'> = {}): string {
  return stringify(rows, {
    ...CSV_OPTIONS,
    cast: { bigint: (cents) => plainDollars(Number(cents)) },
    ...options,
    escape_formulas: true,
  });
}

/** A CSV file as a download named `fileName`. */
export const sendCsv = (reply: FastifyReply, fileName: string, csv: unknown) =>
  reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .type('text/csv; charset=utf-8')
    .send(csv);
