// An ESLint rule that refuses import cycles: between files of one source tree, and between the
// API's modules (a module cycle can hide in files that form none). The graph of the files on disk
// is read once per process; the file being linted is read from its text, so a new import is judged
// before it is saved.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\s*\(\s*['"](\.[^'"]+)['"]\s*\)|import\s+['"](\.[^'"]+)['"]/gs;

/** The source roots whose files may not import in a circle, and the API's modules folder. */
function rootsOf(repo) {
  return {
    trees: ['apps/api/src', 'apps/web/src', 'packages/contracts/src'].map((dir) => path.join(repo, dir)),
    modules: path.join(repo, 'apps/api/src/modules'),
  };
}

const isSource = (file) =>
  /\.tsx?$/.test(file) &&
  !file.endsWith('.d.ts') &&
  !/\.test\.tsx?$/.test(file) &&
  !file.includes('/generated/');

function sourcesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(isSource);
}

function resolve(from, spec, files) {
  const base = path.normalize(path.join(path.dirname(from), spec));
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, path.join(base, 'index.ts')])
    if (files.has(candidate)) return candidate;
  return undefined;
}

/** The files a text imports, each with where its first import starts. */
function importsIn(text, from, files) {
  const targets = new Map();
  for (const m of text.matchAll(IMPORT)) {
    const target = resolve(from, m[1] ?? m[2] ?? m[3], files);
    if (target && target !== from && !targets.has(target)) targets.set(target, m.index);
  }
  return targets;
}

const graphs = new Map();

/** Each file of the tree and the files it imports, read from disk once. */
function graphOf(tree) {
  let graph = graphs.get(tree);
  if (!graph) {
    const files = new Set(sourcesUnder(tree));
    graph = new Map(
      [...files].map((file) => [file, new Set(importsIn(readFileSync(file, 'utf8'), file, files).keys())]),
    );
    graphs.set(tree, graph);
  }
  return graph;
}

/** A shortest path of edges from `start` to `goal`, or undefined. */
function pathBetween(start, goal, next) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === goal) {
      const route = [];
      for (let at = goal; at !== undefined; at = cameFrom.get(at)) route.unshift(at);
      return route;
    }
    for (const following of next(node))
      if (!cameFrom.has(following)) {
        cameFrom.set(following, node);
        queue.push(following);
      }
  }
  return undefined;
}

const moduleOf = (modules, file) => {
  const relative = path.relative(modules, file);
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0];
};

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Files and API modules import each other in one direction only' },
    schema: [{ type: 'object', properties: { repo: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const repo = context.options[0]?.repo ?? context.cwd;
    const { trees, modules } = rootsOf(repo);
    const file = context.filename;
    const tree = trees.find((dir) => file.startsWith(dir + path.sep));
    if (!tree || !isSource(file) || !existsSync(tree)) return {};
    return {
      'Program:exit'() {
        const onDisk = graphOf(tree);
        const files = new Set([...onDisk.keys(), file]);
        const own = importsIn(context.sourceCode.text, file, files);
        const ownTargets = new Set(own.keys());
        const edges = (node) => (node === file ? ownTargets : (onDisk.get(node) ?? new Set()));
        const named = (node) => path.relative(tree, node);
        const moduleEdges = new Map();
        if (moduleOf(modules, file))
          for (const node of files) {
            const from = moduleOf(modules, node);
            if (!from) continue;
            for (const target of edges(node)) {
              const to = moduleOf(modules, target);
              if (to && to !== from) moduleEdges.set(from, (moduleEdges.get(from) ?? new Set()).add(to));
            }
          }
        const reported = new Set();
        for (const [target, at] of own) {
          const loc = context.sourceCode.getLocFromIndex(at);
          const back = pathBetween(target, file, edges);
          if (back) {
            context.report({
              loc,
              message: `Import cycle: ${[file, ...back].map(named).join(' -> ')}.`,
            });
            continue;
          }
          const [from, to] = [moduleOf(modules, file), moduleOf(modules, target)];
          if (!from || !to || from === to || reported.has(to)) continue;
          const around = pathBetween(to, from, (m) => moduleEdges.get(m) ?? new Set());
          if (around) {
            reported.add(to);
            context.report({
              loc,
              message: `Module cycle: ${[from, ...around].join(' -> ')} (through ${named(target)}).`,
            });
          }
        }
      },
    };
  },
};

export const importCycles = { rules: { 'no-import-cycle': noImportCycle } };
