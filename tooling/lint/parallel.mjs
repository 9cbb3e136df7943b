#!/usr/bin/env node
// Runs commands side by side and fails when any fails: `pnpm test` type-checks and lints at
// once, each mostly on one core, where one after the other took about five minutes on two cores.
// (Three at once, ESLint apart from Prettier, was no faster: ESLint is the longest part. ESLint
// in two halves, the web app and the rest, beside the type-check keeps both cores busy.) It also
// runs the API tests, which mostly wait on PostgreSQL, beside the contracts and web unit tests.
// Each command's output is printed whole when it ends, so the two never interleave.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node tooling/lint/parallel.mjs "<command>" "<command>" ...');
  process.exit(2);
}

const results = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          process.stdout.write(`\n--- ${command} (${seconds} s, ${signal ?? `exit ${code}`})\n${output}`);
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
