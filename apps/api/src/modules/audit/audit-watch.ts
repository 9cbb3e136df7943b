// Every console write is in the audit log. A console request that changes something
// (POST, PUT, PATCH, DELETE under /api/admin) and is answered 2xx without recording an audit
// entry is reported: logged as an error and counted in `app.unauditedWrites` (the metric
// courtside_unaudited_console_writes; the tests check it after every file, so a new console write
// without its entry fails the suite). A write that changed nothing on purpose (a replayed
// idempotent request, a preview) says so with audit.service.ts `nothingToAudit`.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

interface Watched {
  audited: boolean;
}

const scope = new AsyncLocalStorage<Watched>();
const watched = new WeakMap<FastifyRequest, Watched>();

/** Marks the console request being answered as audited (recordAudit calls it). */
export function markAudited(): void {
  const current = scope.getStore();
  if (current) current.audited = true;
}

const isConsoleWrite = (request: FastifyRequest) =>
  request.method !== 'GET' &&
  request.method !== 'HEAD' &&
  (request.routeOptions.url ?? '').startsWith('/api/admin/');

/** The routes most recently reported, as 'METHOD /route': enough to find them, never growing. */
const KEPT = 50;

declare module 'fastify' {
  interface FastifyInstance {
    /** Console writes answered 2xx with no audit entry since the process started (audit-watch.ts). */
    unauditedWrites: { count: number; recent: string[] };
  }
}

export default fp(async function auditWatch(app: FastifyInstance) {
  app.decorate('unauditedWrites', { count: 0, recent: [] as string[] });
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isConsoleWrite(request)) return done();
    const state: Watched = { audited: false };
    watched.set(request, state);
    scope.run(state, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const state = watched.get(request);
    if (!state || state.audited || reply.statusCode >= 300) return;
    const route = `${request.method} ${request.routeOptions.url}`;
    const found = app.unauditedWrites;
    found.count += 1;
    found.recent = [...found.recent, route].slice(-KEPT);
    request.log.error({ route }, 'a console write was answered without an audit entry');
  });
});
