// ARCHITECTURE.md draws the API's modules in rows, each importing only the rows below it. This
// test reads that picture and the modules' imports, so the picture stays the code's.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../../src');
const modulesDir = path.join(src, 'modules');
const architecture = fs.readFileSync(path.resolve(src, '../../../ARCHITECTURE.md'), 'utf8');

/** The picture's rows, top first: each row's module names. */
function pictureRows(markdown: string): string[][] {
  const section = markdown.slice(markdown.indexOf("## The API's modules"));
  const block = /```\n([\s\S]*?)```/.exec(section)![1]!;
  return block
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.includes('───'))
    .map((line) =>
      line
        .trim()
        .split(/\s{2,}/)[0]!
        .split('·')
        .map((name) => name.trim()),
    );
}

/** Each module and the other modules its source files import. */
function moduleImports(): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  for (const module of fs.readdirSync(modulesDir)) {
    const found = new Set<string>();
    for (const entry of fs.readdirSync(path.join(modulesDir, module), {
      recursive: true,
      withFileTypes: true,
    })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.includes('.test.')) continue;
      const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      for (const m of text.matchAll(/from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g)) {
        const target = path.relative(modulesDir, path.resolve(entry.parentPath, (m[1] ?? m[2])!));
        const other = target.split(path.sep)[0]!;
        if (!target.startsWith('..') && other !== module) found.add(other);
      }
    }
    imports.set(module, found);
  }
  return imports;
}

/** Imports that do not go to a lower row of the picture. */
function upwardImports(rows: string[][], imports: Map<string, Set<string>>): string[] {
  const rowOf = new Map(rows.flatMap((row, i) => row.map((name) => [name, i] as const)));
  const wrong: string[] = [];
  for (const [module, targets] of imports)
    for (const target of targets)
      if (!(rowOf.get(target)! > rowOf.get(module)!)) wrong.push(`${module} imports ${target}`);
  return wrong.sort();
}

describe("ARCHITECTURE.md's picture of the modules", () => {
  const rows = pictureRows(architecture);

  it('names every module once', () => {
    expect(rows.flat().sort()).toEqual(fs.readdirSync(modulesDir).sort());
  });

  it('has every module import only modules drawn below it', () => {
    expect(upwardImports(rows, moduleImports())).toEqual([]);
  });

  it('sees an import that goes up or sideways', () => {
    const probe = new Map([
      ['payments', new Set(['store'])],
      ['store', new Set(['payments'])],
    ]);
    expect(upwardImports([['store'], ['payments']], probe)).toEqual(['payments imports store']);
    expect(upwardImports([['store', 'payments']], probe)).toEqual([
      'payments imports store',
      'store imports payments',
    ]);
  });
});
