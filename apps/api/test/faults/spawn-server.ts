// Runs the real server (src/server.ts, the same start-up and shutdown code as
// `pnpm start`, from the build when it is up to date) as a child process, so tests can send it
// signals and watch it exit.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { until } from './load.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The newest modification time of the files below `dir`, leaving out `skip`. */
function newest(dir: string, skip: string): number {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (file === skip) continue;
    latest = Math.max(latest, entry.isDirectory() ? newest(file, skip) : fs.statSync(file).mtimeMs);
  }
  return latest;
}

/**
 * How to start the server: the build (`dist/server.js`, as `pnpm start` does) when it is newer
 * than every source file and the schema, else the source through tsx. The build starts in a
 * second where tsx spends ten or more compiling the app, and `pnpm test` builds first, so the
 * tests that start servers (faults, scale-out) spend their time on what they test. The Prisma
 * client the schema generates into src/generated is judged by the schema's own time (a
 * typecheck leaves it be: scripts/generate.mjs writes it only when the schema is newer).
 */
function serverCommand(): string[] {
  const built = path.join(apiDir, 'dist/server.js');
  if (!fs.existsSync(built)) return ['--import', 'tsx', 'src/server.ts'];
  const builtAt = fs.statSync(built).mtimeMs;
  const sources = Math.max(
    newest(path.join(apiDir, 'src'), path.join(apiDir, 'src/generated')),
    newest(path.join(apiDir, '../../prisma/schema'), ''),
  );
  return builtAt >= sources ? ['dist/server.js'] : ['--import', 'tsx', 'src/server.ts'];
}

export interface SpawnedServer {
  child: ChildProcess;
  base: string;
  port: number;
  jwtSecret: string;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once /readyz answers 200 (with how long that took), or throws with the server's output. */
  ready(timeoutMs?: number): Promise<number>;
  /** A bearer token the server accepts for this member (`claims`: more claims, e.g. `{ mfa: true }`). */
  tokenFor(memberId: number, claims?: Record<string, unknown>): string;
  cleanup(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Settings for a production process on a database holding the demo data: a production start
 * refuses the demo's published password unless the demo was asked for on purpose (a trial).
 */
export const DEMO_TRIAL = { SEED_DEMO: 'true' } as const;

export async function spawnServer(
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<SpawnedServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-fault-server-'));
  const jwtSecret = extraEnv.JWT_SECRET ?? randomBytes(32).toString('hex');
  const child = spawn(process.execPath, serverCommand(), {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    port,
    jwtSecret,
    output: () => output,
    exited,
    ready(timeoutMs = 90_000) {
      return until(
        async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200,
        timeoutMs,
        `the server to be ready:\n${output}`,
      );
    },
    tokenFor(memberId, claims = {}) {
      const now = Math.floor(Date.now() / 1000);
      const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: String(memberId), tv: 0, iat: now, exp: now + 3600, ...claims })}`;
      return `${unsigned}.${createHmac('sha256', jwtSecret).update(unsigned).digest('base64url')}`;
    },
    async cleanup() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
