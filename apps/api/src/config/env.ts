// The only reader of process.env. Every setting is validated here at start-up;
// a bad value stops the process with a message naming the variable.
import { z } from 'zod';
import { brandContrast, MIN_CONTRAST } from '@courtside/contracts';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** A brand colour: #rrggbb, readable as white text's background and as text on the light page. */
const brandColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #rrggbb, like #0b3d91')
  .transform((hex) => hex.toLowerCase())
  .superRefine((hex, ctx) => {
    const ratio = brandContrast(hex);
    if (ratio < MIN_CONTRAST)
      ctx.addIssue({
        code: 'custom',
        message: `${hex} has a contrast of ${ratio.toFixed(1)}:1 with white, and needs at least ${MIN_CONTRAST}:1 (WCAG AA): white text is written on it, and it colours links and buttons on the white page. Choose a darker colour.`,
      });
  });

/** A logo or icon: a path on this site (/brand/logo.svg) or an https address. */
const imageAddress = z
  .string()
  .refine(
    (v) => (v.startsWith('/') && !v.startsWith('//')) || /^https:\/\/[^/]+/.test(v),
    'must be a path on this site (starting with /) or an https:// address',
  );

const timeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as Australia/Sydney');

export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Courtside <no-reply@courtside.local>'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  STRIPE_API_URL: z.url().optional(),
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: bool.default(false),
  /** Staff need a second factor for the console; always so when NODE_ENV=production. */
  STAFF_REQUIRE_SECOND_FACTOR: bool.default(false),
  TAX_RATE: z.coerce.number().min(0).max(1).default(0.1),
  CLIENT_NAME: z.string().min(1).default('Harbourside Basketball Association'),
  BRAND_LOGO_URL: imageAddress.default('/brand/logo.svg'),
  BRAND_FAVICON_URL: imageAddress.default('/brand/favicon.svg'),
  BRAND_PRIMARY_COLOR: brandColour.default('#0b3d91'),
  BRAND_SECONDARY_COLOR: brandColour.default('#9a3412'),
  TIME_ZONE: timeZone.default('Australia/Sydney'),
  DONATIONS_ENABLED: bool.default(true),
  AUTO_USERNAMES: bool.default(false),
  MIN_PASSWORD_LENGTH: z.coerce.number().int().min(6).max(128).default(6),
  MAPS_KEY: z.string().optional(),
  MAPS_AUTOCOMPLETE: bool.default(false),
  STATS_ENABLED: bool.default(true),
  /** Uploaded files in S3-compatible storage (lib/files.ts); unset: the local disk under DATA_DIR. */
  S3_BUCKET: z.string().min(1).optional(),
  /** Folder inside the bucket, e.g. 'courtside/' (several associations can share one bucket). */
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, 'S3_PREFIX must be empty or folder names each ending in /')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** MinIO, R2, Backblaze and others: their address. Unset for Amazon S3. */
  S3_ENDPOINT: z.url().optional(),
  /** Path-style addresses (bucket in the path); default: on when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Seconds the server reuses a built draw or standings answer (0 = build every request). */
  DRAW_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /** A background job run longer than this is taken as lost (its process died) and run again by any process. */
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_399).default(600),
  /** Pause before a failed job's first retry; each next retry waits about twice as long. */
  JOB_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Messages to members handed to the mail outbox per minute (the member-messages job), at most. */
  MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(120),
  SEED_DEMO: bool.default(true),
  /** The demo data's today (YYYY-MM-DD), to load the demo as it would be on another date; unset: today. */
  DEMO_TODAY: z.iso.date().optional(),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * Whether to believe X-Forwarded-For for the client address (sign-in limits, logs):
   * false (default, the portal faces the internet), true, or the proxies' addresses (comma separated).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
  /**
   * Bearer token that /metrics asks for. Unset: /metrics is off in production and open in
   * development and tests.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type TEnv = z.infer<typeof ZEnv>;

export class ConfigError extends Error {}

/**
 * Adds the settings of the repository's .env file (when there is one) to the
 * process environment; variables already set in the environment win. Used by
 * `pnpm start`; the Docker image has no .env (compose passes it as env_file).
 */
export function loadDotEnvFile(file = path.join(repoRoot, '.env')): boolean {
  if (!fs.existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

/** Parses an environment (process.env by default) into typed settings. */
export function loadEnv(source: Record<string, string | undefined> = process.env): TEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (
    parsed.data.NODE_ENV === 'production' &&
    !parsed.data.STRIPE_SECRET_KEY &&
    !parsed.data.ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: required when NODE_ENV=production (or set ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=true to run the sandbox gateway)',
    );
  }
  return parsed.data;
}

/** The environment a child process (the Prisma CLI) inherits, with `extra` on top. */
export function childProcessEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
