// Which module owns each table: only that module's files read or write it (through
// Prisma or in SQL). Another module asks the owner's service. The schema says it: each file
// of prisma/schema/ holds the tables of one owner and is named after it (`draw.prisma`:
// modules/draw). Tables of the app's own machinery (limits, mail outbox) sit in
// `infra.prisma` and belong to lib/ and plugins/, outside any module (owner null).
// `schema.prisma` holds the generator and datasource only.
import fs from 'node:fs';
import path from 'node:path';

export const SCHEMA_DIR = path.resolve(import.meta.dirname, '../../../../prisma/schema');
/** The schema file that belongs to no owner: generator, datasource and conventions. */
export const MAIN_SCHEMA_FILE = 'schema.prisma';
/** The schema file of the tables owned by no module. */
export const INFRA_SCHEMA_FILE = 'infra.prisma';

/** Every `.prisma` file of the schema folder with its text, in name order. */
export function schemaFiles(): Array<{ file: string; text: string }> {
  return fs
    .readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.prisma'))
    .sort()
    .map((file) => ({ file, text: fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8') }));
}

/** The models a schema text declares. */
export const modelsOf = (text: string) => [...text.matchAll(/^model (\w+) \{/gm)].map((m) => m[1]!);

/** The owner a schema file names: its file name, or null for the infra file (and the main one). */
export const ownerOfSchemaFile = (file: string): string | null =>
  file === INFRA_SCHEMA_FILE || file === MAIN_SCHEMA_FILE ? null : file.replace(/\.prisma$/, '');

export const TABLE_OWNERS: Readonly<Record<string, string | null>> = Object.fromEntries(
  schemaFiles()
    .filter(({ file }) => file !== MAIN_SCHEMA_FILE)
    .flatMap(({ file, text }) => modelsOf(text).map((model) => [model, ownerOfSchemaFile(file)])),
);

// Read-only views an area publishes for other areas' one-statement SQL reads (the draw and
// standings pages): its read interface in SQL, as its service is in TypeScript. Other modules
// may join these; the tables behind them stay the owner's.
export const PUBLISHED_VIEWS = {
  team_names: 'teams',
  court_places: 'booking',
  points_defaults: 'settings',
  invoice_received: 'payments',
} as const satisfies Record<string, string>;
