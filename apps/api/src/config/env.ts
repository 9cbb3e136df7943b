// The only reader of process.env. Every setting is validated here at start-up;
// a bad value stops the process with a message naming the variable.
import { z } from 'zod';
import { brandContrast, MIN_CONTRAST } from '@courtside/contracts';
import fs from 'node:fs';
import net from 'node:net';
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

/** proxy-addr's names for address ranges (loopback, link-local and private IPv4 and IPv6 ranges). */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

const isAddressOrRange = (value: string): boolean => {
  if (NAMED_RANGES.includes(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

/**
 * TRUST_PROXY as Fastify takes it: false (no proxy: the connection's address is the client's),
 * a hop count (the address the nearest trusted proxy saw, whatever a client wrote before it), or
 * the proxies' addresses and ranges. `true` is refused: it takes the first address of
 * X-Forwarded-For, which the client writes, so every forged address would count as a new client.
 */
function trustedProxies(value: string, ctx: z.RefinementCtx): false | number | string[] {
  const v = value.trim().toLowerCase();
  if (['false', 'no', 'off', '0'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'true would believe any address a client writes into X-Forwarded-For; give the number of proxies in front of the portal (1 behind one reverse proxy) or their addresses (e.g. 10.0.0.0/8)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) ctx.addIssue({ code: 'custom', message: 'a number of proxies must be 0 to 10' });
    return hops;
  }
  const proxies = v.split(',').map((p) => p.trim());
  const bad = proxies.filter((p) => !isAddressOrRange(p));
  if (bad.length > 0)
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a number of proxies (1) or addresses and ranges separated by commas (127.0.0.1,10.0.0.0/8); not ${bad.join(', ')}`,
    });
  return proxies;
}

/**
 * JWT secrets published in this repository's examples (deploy/kubernetes/config.yaml): anyone
 * could sign a session with them. Any secret containing "change-me" is taken as one too.
 */
export const SAMPLE_JWT_SECRETS = ['change-me-to-64-random-characters-change-me-to-64-random-characters'];
const isSampleSecret = (secret: string) =>
  SAMPLE_JWT_SECRETS.includes(secret) || /change[-_ ]?me/i.test(secret);

export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .refine(
      (secret) => !isSampleSecret(secret),
      'is a published sample value, with which anyone can sign a session: generate your own with `openssl rand -base64 48`',
    )
    .optional(),
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
  /** Load the demo association into an empty database: by default outside production only. */
  SEED_DEMO: bool.optional(),
  /** The demo data's today (YYYY-MM-DD), to load the demo as it would be on another date; unset: today. */
  DEMO_TODAY: z.iso.date().optional(),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * Which proxies in front may name the client's address (X-Forwarded-For), for sign-in limits
   * and logs: none (false), how many (1 behind one reverse proxy), or their addresses and ranges.
   */
  TRUST_PROXY: z.string().default('false').transform(trustedProxies),
  /**
   * Bearer token that /metrics asks for. Unset: /metrics is off in production and open in
   * development and tests.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type TEnv = Omit<z.infer<typeof ZEnv>, 'SEED_DEMO'> & {
  /** Unset: true outside production, false in production. */
  SEED_DEMO: boolean;
};

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
  const production = parsed.data.NODE_ENV === 'production';
  // Every process of a live portal must sign with the same secret, which survives a lost disk.
  if (production && !parsed.data.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production (at least 32 random characters, the same for every app process; generate one with `openssl rand -base64 48`)',
    );
  }
  return { ...parsed.data, SEED_DEMO: parsed.data.SEED_DEMO ?? !production };
}

/** The environment a child process (the Prisma CLI) inherits, with `extra` on top. */
export function childProcessEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
