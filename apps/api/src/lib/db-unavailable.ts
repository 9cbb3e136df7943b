// Recognises "the database is not there right now" among the errors Prisma, its pg
// adapter and pg throw, so the error handler can answer 503 (try again shortly)
// instead of 500 (a bug). Covers: server down or restarting (connection refused,
// P1001), connections cut by a shutdown (57P01 admin_shutdown, 57P02, 57P03
// "starting up"), lost sockets, and pool/connect timeouts.

// P2024: no pooled connection in time. P2028: a transaction could not start, or finish, in its
// time (the database too busy to serve it): try again shortly.
const UNAVAILABLE_PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);
const UNAVAILABLE_ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  "Can't reach database server",
  'Client has encountered a connection error',
  'Connection closed',
];

function unavailableSqlState(code: string): boolean {
  // Class 08: connection exception; 57P01-57P03: admin/crash shutdown, cannot connect now; 53300: too many connections.
  return (
    code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
  );
}

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as {
    name?: unknown;
    code?: unknown;
    kind?: unknown;
    originalCode?: unknown;
    message?: unknown;
    meta?: { driverAdapterError?: unknown };
    cause?: unknown;
  };
  if (e.name === 'PrismaClientInitializationError') return true;
  if (typeof e.code === 'string') {
    if (
      UNAVAILABLE_PRISMA_CODES.has(e.code) ||
      UNAVAILABLE_SOCKET_CODES.has(e.code) ||
      unavailableSqlState(e.code)
    )
      return true;
  }
  if (typeof e.originalCode === 'string' && unavailableSqlState(e.originalCode)) return true;
  if (typeof e.kind === 'string' && UNAVAILABLE_ADAPTER_KINDS.has(e.kind)) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((m) => (e.message as string).includes(m)))
    return true;
  return (
    isDatabaseUnavailable(e.meta?.driverAdapterError, depth + 1) || isDatabaseUnavailable(e.cause, depth + 1)
  );
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not available right now. Please try again in a minute.';
