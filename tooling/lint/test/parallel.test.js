// parallel.mjs runs `pnpm test`'s typecheck and lint side by side: a failure of either must fail it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const script = path.join(import.meta.dirname, '..', 'parallel.mjs');
const run = (...commands) => spawnSync(process.execPath, [script, ...commands], { encoding: 'utf8' });

test('passes when every command passes, printing each one whole', () => {
  const result = run('echo one', 'echo two');
  assert.equal(result.status, 0);
  assert.match(result.stdout, /--- echo one \(\d+ s, exit 0\)\none/);
  assert.match(result.stdout, /--- echo two \(\d+ s, exit 0\)\ntwo/);
});

test('fails when any command fails, whichever ends first', () => {
  assert.equal(run('exit 3', 'sleep 0.2').status, 1);
  assert.equal(run('sleep 0.2', 'exit 3').status, 1);
});
