// How much JavaScript a first visit to a route downloads: the entry chunk, the route's
// lazy module and everything they import statically, gzipped (kB = 1000 bytes, as Vite
// prints). Fails when a page passes its budget: the public draw, which everyone opens on
// game day, and the sign-in page, the first screen of most visits. Part of the web app's
// `test` script, so CI runs it.
//   pnpm --filter @courtside/web size
//
// The target for both is 200 kB (a first page a phone shows quickly), and both budgets are
// that target. The sign-in page met it (199.5 kB, from 243.5 kB) once the contracts moved to
// zod/mini: classic zod cost every page 26 kB and could not be tree-shaken, zod/mini costs
// about 10 kB for what the app uses. What else every page loads is the framework (react-dom 64 kB, MUI and
// emotion 55 kB, react-router 30 kB, TanStack Query 12 kB), so there is little slack:
// keep the contracts a first visit imports small (packages/contracts/README.md).
//
// It also fails when a public or member route (every file under src/app/routes/ outside admin/)
// statically imports console code: the staff console's routes and features and the MUI X Data
// Grid it uses belong in the console's own lazy chunks, so a member never downloads them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';

const TARGET_KB = 200;
const BUDGETS = {
  'src/app/routes/public/draw.tsx': TARGET_KB,
  'src/app/routes/public/login.tsx': TARGET_KB,
  // Opened from the unsubscribe link of a message to members, by anyone, often on a phone.
  'src/app/routes/public/unsubscribe.tsx': TARGET_KB,
};
const REPORT = [
  'src/app/routes/public/home.tsx',
  'src/app/routes/public/draw.tsx',
  'src/app/routes/public/result.tsx',
  'src/app/routes/public/login.tsx',
  'src/app/routes/public/unsubscribe.tsx',
  // The registration wizard carries the date of birth picker (MUI X Date Pickers, about 48 kB):
  // reported, no budget.
  'src/app/routes/public/register.tsx',
];

/** Modules that are console code, as source paths relative to the web app (or package ids). */
const CONSOLE_CODE = [
  /^src\/app\/routes\/admin\//,
  /^src\/features\/admin-[^/]+\//,
  // The console kit (components/console/), which only console areas import, and the console's contracts.
  /^src\/components\/console\//,
  /\/contracts\/(src|dist)\/admin\//,
  /\/@mui\/x-data-grid\//,
  // Court closures (the console's venue and draw screens only).
  /^src\/domains\/court-closures\//,
  // The court hire calendar (the console's Court hire screen only).
  /\/react-big-calendar\//,
];

const root = path.resolve(import.meta.dirname, '..');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-size-'));
/** The source modules bundled into each output file, read from the bundle (the manifest names chunks only). */
const modulesOf = new Map();
const recordModules = {
  name: 'courtside-route-modules',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle))
      if (chunk.type === 'chunk') modulesOf.set(chunk.fileName, chunk.moduleIds);
  },
};
await build({
  logLevel: 'warn',
  plugins: [recordModules],
  build: { manifest: true, outDir, emptyOutDir: true },
});
const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);

/** The manifest keys of a route's first visit: the entry, the route, and what they import statically. */
function closure(route) {
  const seen = new Set();
  const stack = [entry, route];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

function firstVisitKb(route) {
  let bytes = 0;
  for (const key of closure(route))
    bytes += zlib.gzipSync(fs.readFileSync(path.join(outDir, manifest[key].file))).length;
  return bytes / 1000;
}

let failed = false;
for (const route of REPORT) {
  const kb = firstVisitKb(route);
  const budget = BUDGETS[route];
  const over = budget !== undefined && kb > budget;
  failed ||= over;
  const target =
    budget === undefined ? '' : `, target ${TARGET_KB} kB ${kb <= TARGET_KB ? 'met' : 'NOT met'}`;
  console.log(
    `${route.padEnd(36)} ${kb.toFixed(1).padStart(6)} kB gzip${budget ? ` (budget ${budget} kB${over ? ', OVER' : ''}${target})` : ''}`,
  );
}

/** Every public and member route file: each must load without console code. */
function memberRoutes(dir = 'src/app/routes') {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return file === 'src/app/routes/admin' ? [] : memberRoutes(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const routes = memberRoutes();
let leaks = 0;
for (const route of routes) {
  // A route file no lazy import names is not a chunk of its own: it is checked inside the route that imports it.
  if (!manifest[route]) continue;
  const consoleModules = [...closure(route)]
    .flatMap((key) => modulesOf.get(manifest[key].file) ?? [])
    .map((id) => path.relative(root, id).split(path.sep).join('/'))
    .filter((id) => CONSOLE_CODE.some((pattern) => pattern.test(id)))
    // A package's file by its package path (@mui/x-data-grid/...), not its place in pnpm's store.
    .map((id) => id.replace(/^.*\/node_modules\//, ''));
  if (consoleModules.length === 0) continue;
  leaks += 1;
  console.log(`${route} loads console code: ${consoleModules.slice(0, 5).join(', ')}`);
}
console.log(
  leaks
    ? `${leaks} public or member route(s) load console code (OVER)`
    : `${routes.length} public and member routes load no console code`,
);
failed ||= leaks > 0;

fs.rmSync(outDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
