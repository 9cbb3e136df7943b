// Structured logs (pino, through Fastify): one request id per request, echoed in
// the x-request-id answer header, and no secrets. Passwords, tokens, cookies and
// card data are scrubbed from every logged object whatever its depth, and from
// logged URLs and texts (a password reset link carries its token in the path).
import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';

export const REDACTED = '[Redacted]';

/** Field names whose values never reach the logs (compared case-insensitively, '-' and '_' ignored). */
const SECRET_FIELDS = [
  'password',
  'password_confirmation',
  'passwordHash',
  'token',
  'access_token',
  'refresh_token',
  'authorization',
  'cookie',
  'set-cookie',
  'client_secret',
  'cardNumber',
  'cardCVC',
  'cardExpiry',
  'cardName',
  'cardData',
  'paymentMethodId',
  'voucherPin',
  'voucher_pin',
  'acctnumber',
  'acctNumber',
  'account_number',
].map((k) => k.toLowerCase().replace(/[-_]/g, ''));

const isSecretField = (key: string) => SECRET_FIELDS.includes(key.toLowerCase().replace(/[-_]/g, ''));

/** Secrets that can sit inside free text: reset links, bearer tokens, JWTs, card numbers, token query parameters. */
const SECRET_TEXT: Array<[RegExp, string]> = [
  [/(\/password\/reset\/)[^\s/?#"']+/gi, `$1${REDACTED}`],
  [/\b(bearer\s+)[A-Za-z0-9\-_.~+/]+=*/gi, `$1${REDACTED}`],
  [/\beyJ[A-Za-z0-9\-_]*\.[A-Za-z0-9\-_]*\.[A-Za-z0-9\-_]*/g, REDACTED],
  [/([?&](?:token|access_token|code)=)[^&\s#"']+/gi, `$1${REDACTED}`],
  [/\b\d(?:[ -]?\d){12,18}\b/g, REDACTED],
];

export function scrubText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SECRET_TEXT) out = out.replace(pattern, replacement);
  return out;
}

const isPlain = (v: object) => {
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * A copy of a logged value without secrets. Only plain objects, arrays and strings
 * are rewritten: requests, replies and errors keep their own serializers.
 */
export function scrubSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => scrubSecrets(v, depth + 1));
  if (!isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    out[k] = isSecretField(k) ? REDACTED : scrubSecrets(v, depth + 1);
  return out;
}

/** A request id: the caller's x-request-id when it is a short plain token (proxies set one), else a fresh UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9._:-]{1,64}$/.test(given) ? given : randomUUID();
}

/** Fastify's logger settings: pino with our scrubbing; `stream` lets tests capture the lines. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    // Headers are not logged by our serializers; these paths are a second fence if one ever is.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: REDACTED,
    },
    formatters: { log: (obj: Record<string, unknown>) => scrubSecrets(obj) as Record<string, unknown> },
    serializers: {
      req: (req: {
        method: string;
        url: string;
        host?: string;
        ip?: string;
        headers?: Record<string, unknown>;
      }) => ({
        method: req.method,
        url: scrubText(req.url),
        host: req.host,
        remoteAddress: req.ip,
        userAgent:
          typeof req.headers?.['user-agent'] === 'string'
            ? req.headers['user-agent'].slice(0, 200)
            : undefined,
      }),
    },
  };
}
