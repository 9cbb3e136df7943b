// Whose address a request comes from (sign-in limits, logs). With TRUST_PROXY unset the
// connection's address is the client's; behind a reverse proxy that address is the proxy's,
// shared by every member, so one stranger's failed sign-ins would refuse them all. The log
// says so once when requests arrive carrying X-Forwarded-For that nobody is trusted to write.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { TEnv } from '../config/env.js';

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A number trusts that many hops from the connection
 * (X-Forwarded-For read from its end, so what a client wrote before the nearest proxies is never
 * taken); use it only where the portal is reachable through the proxies alone.
 */
export function trustProxyOption(trust: TEnv['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export default fp<{ trust: TEnv['TRUST_PROXY'] }>(async function clientAddress(app: FastifyInstance, opts) {
  if (opts.trust !== false) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      'Requests carry X-Forwarded-For but TRUST_PROXY trusts no proxy: every client behind the proxy shares its address, so one address failing sign-ins refuses them all. Set TRUST_PROXY to the number of proxies in front of the portal (1 behind one reverse proxy) or their addresses.',
    );
  });
});
