// The embedded PostgreSQL is a development dependency, loaded only by a process that starts one
// (no DATABASE_URL): a process given its database loads none of it and none of its exit and
// signal hooks, and one that ran an embedded server still ends with its own exit code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..');
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-embedded-load-'));
// As root the server runs as the 'postgres' user, which must be able to enter the folder.
fs.chmodSync(base, 0o755);
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

/** Runs an ES module script in a fresh Node process (through tsx) from apps/api. */
function runScript(script: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const HOOKED_EVENTS = ['beforeExit', 'exit', 'SIGTERM', 'SIGINT', 'SIGHUP'];

describe('embedded PostgreSQL loading', () => {
  it('loads nothing of it, and hooks no exit or signal, in a process given its database', async () => {
    const { code, output } = await runScript(
      `const count = () => Object.fromEntries(${JSON.stringify(HOOKED_EVENTS)}.map((e) => [e, process.listenerCount(e)]));
       const before = count();
       await import('./src/db/postgres.ts');
       console.log(JSON.stringify({ before, after: count() }));`,
    );
    expect(code, output).toBe(0);
    const { before, after } = JSON.parse(output.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(after).toEqual(before);
  });

  it('keeps the exit code of a process that started and stopped one', async () => {
    const { code, output } = await runScript(
      `const { startEmbeddedPostgres } = await import('./src/db/postgres.ts');
       const pg = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(path.join(base, 'data'))}, port: ${20000 + Math.floor(Math.random() * 20000)}, persistent: false });
       await pg.stop();
       console.log('stopped');
       process.exitCode = 3;`,
    );
    expect(output).toContain('stopped');
    expect(code, output).toBe(3);
  }, 60_000);
});
