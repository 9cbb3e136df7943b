// The console's door (/api/admin). Every route in it declares the staff roles it serves
// (lib/console-access.ts sets config.staffRoles); a route that does not stops the server at
// start-up, so none can be forgotten. On each request, before the body is read: a valid session (else
// 401), a staff role that reaches the route (else 403), and, where required, a session signed in
// with a second factor (else 403 second_factor_required).
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import '../../lib/console-access.js';
import { AppError, forbidden } from '../../lib/app-error.js';
import { reaches, rolesOf } from './staff.service.js';

export const SECOND_FACTOR_MESSAGE = 'Sign in again with your authenticator code to use the console.';

/** Whether the console asks staff for a second factor: in production, or when the environment says so. */
export const secondFactorRequired = (env: FastifyInstance['deps']['env']) =>
  env.NODE_ENV === 'production' || env.STAFF_REQUIRE_SECOND_FACTOR;

export default fp(async function staffGuard(app: FastifyInstance) {
  // Read once every hook has seen the routes: a route file's consoleRoutes sets them after this one.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const forgotten = routes.find((route) => !route.config?.staffRoles?.length);
    if (forgotten)
      throw new Error(
        `Console route ${String(forgotten.method)} ${forgotten.url} does not say which staff roles it serves`,
      );
  });
  const required = secondFactorRequired(app.deps.env);
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const held = await rolesOf(app.deps.db, request.user.memberId);
    if (!reaches(held, request.routeOptions.config.staffRoles ?? [])) throw forbidden();
    if (required && !request.user.secondFactor)
      throw new AppError('second_factor_required', SECOND_FACTOR_MESSAGE);
    request.staffRoles = held;
  });
});
