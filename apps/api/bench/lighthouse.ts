// Runs Lighthouse's mobile performance audit on one page in headless Chromium (no
// browser download: CHROME_PATH, default /usr/bin/chromium) and answers the figures
// the bench prints. Lighthouse's defaults are the mobile ones: an emulated Moto
// G-class phone, simulated slow 4G and a 4x slower CPU.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

export interface PageScore {
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse performance score, 0-100. */
  performance: number;
  finalUrl: string;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function runLighthouse(url: string, headers: Record<string, string> = {}): Promise<PageScore> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath))
    throw new Error(`no Chromium at ${chromePath} (apt-get install chromium, or set CHROME_PATH)`);
  const cli = path.join(
    path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
    'cli/index.js',
  );
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-lh-')), 'report.json');
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    '--only-categories=performance',
    `--chrome-path=${chromePath}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')} --user-data-dir=${path.join(path.dirname(out), 'profile')}`,
    ...(Object.keys(headers).length ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  try {
    await new Promise<void>((resolve, reject) =>
      execFile(process.execPath, args, { timeout: 180_000 }, (err, _stdout, stderr) =>
        err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(),
      ),
    );
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
      runtimeError?: { message: string };
      finalDisplayedUrl: string;
      audits: Record<string, { numericValue?: number }>;
      categories: { performance: { score: number | null } };
    };
    if (report.runtimeError) throw new Error(report.runtimeError.message);
    return {
      lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbtMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      performance: Math.round((report.categories.performance.score ?? 0) * 100),
      finalUrl: report.finalDisplayedUrl,
    };
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
}
