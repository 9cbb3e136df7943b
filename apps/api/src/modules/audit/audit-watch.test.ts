// The watch over console writes, on a real Fastify instance: a console write answered 2xx with no
// audit entry is reported; one that recorded an entry, one that said it changed nothing, a
// refused write, a read and a write outside the console are not.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import auditWatch, { markAudited } from './audit-watch.js';
import { nothingToAudit } from './audit.service.js';

const app = Fastify({ logger: false });

beforeAll(async () => {
  await app.register(auditWatch);
  app.post('/api/admin/forgets', async () => ({ ok: true }));
  // The entry is recorded after an await, as inside a transaction.
  app.post('/api/admin/records', async () => {
    await new Promise((resolve) => setImmediate(resolve));
    markAudited();
    return { ok: true };
  });
  app.delete('/api/admin/replays/:id', async () => {
    nothingToAudit();
    return { ok: true };
  });
  app.patch('/api/admin/refused', async (_request, reply) => reply.code(422).send({ error: 'validation' }));
  app.get('/api/admin/reads', async () => ({ ok: true }));
  app.post('/api/member/writes', async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

describe('the audit watch', () => {
  it('reports only the console write answered without an audit entry', async () => {
    for (const [method, url] of [
      ['POST', '/api/admin/records'],
      ['DELETE', '/api/admin/replays/7'],
      ['PATCH', '/api/admin/refused'],
      ['GET', '/api/admin/reads'],
      ['POST', '/api/member/writes'],
    ] as const)
      await app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(app.unauditedWrites).toEqual({ count: 0, recent: [] });
    await app.inject({ method: 'POST', url: '/api/admin/forgets', payload: {} });
    await app.inject({ method: 'POST', url: '/api/admin/forgets', payload: {} });
    expect(app.unauditedWrites).toEqual({
      count: 2,
      recent: ['POST /api/admin/forgets', 'POST /api/admin/forgets'],
    });
  });

  it('keeps requests apart: one recording its entry does not cover another in flight', async () => {
    const before = app.unauditedWrites.count;
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        app.inject({ method: 'POST', url: i % 2 ? '/api/admin/records' : '/api/admin/forgets', payload: {} }),
      ),
    );
    expect(app.unauditedWrites.count - before).toBe(3);
  });
});
