#!/usr/bin/env node
// `pnpm db:generate`: writes the Prisma client into src/generated from the schema files of
// prisma/schema/, unless the client there is already newer than every one of them and the CLI
// configuration (a file added or removed changes the folder's time). The build
// and the typecheck both ask for it; the second time it is current, and rewriting it while
// ESLint (run beside the typecheck in `pnpm test`) reads the same files would show ESLint a
// half-written client. `--force` always writes it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPrisma } from './prisma.mjs';

const apiDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const client = path.join(apiDir, 'src/generated/prisma/client.ts');
const schemaDir = path.join(apiDir, '../../prisma/schema');
const inputs = [
  schemaDir,
  ...fs.readdirSync(schemaDir).map((file) => path.join(schemaDir, file)),
  path.join(apiDir, 'prisma.config.ts'),
];
const force = process.argv.includes('--force');

const mtime = (file) => fs.statSync(file).mtimeMs;
if (!force && fs.existsSync(client) && inputs.every((input) => mtime(input) <= mtime(client))) {
  console.log('Prisma client is current (src/generated is newer than the schema).');
  process.exit(0);
}
const result = runPrisma(['generate']);
process.exit(result.status ?? 1);
