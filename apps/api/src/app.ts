// Builds the Fastify application: external plugins, then our plugins, then the
// modules of each area, in this fixed order.
import path from 'node:path';
import fs from 'node:fs';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type TEnv, repoRoot } from './config/env.js';
import authPlugin from './plugins/auth.js';
import errorsPlugin, { frameworkErrors } from './plugins/errors.js';
import clientAddress, { trustProxyOption } from './plugins/client-address.js';
import prismaPlugin from './plugins/prisma.js';
import wellFormedInput from './plugins/well-formed-input.js';
import shutdownPlugin from './plugins/shutdown.js';
import jobsPlugin from './plugins/jobs.js';
import { JOB_SPECS, RETIRED_JOBS } from './job-specs.js';
import metricsPlugin from './plugins/metrics.js';
import { QUEUE_OFF } from './lib/jobs.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { brandedMailer } from './lib/mail-layout.js';
import { loggerOptions, requestIdOf } from './lib/logging.js';
import { createOutboxMailer } from './lib/mail-outbox.js';
import { Changes } from './lib/changes.js';
import { createFileStore } from './lib/files.js';
import { APP_VERSION } from './lib/version.js';
import { createLimits } from './lib/limits.js';
import { createLinkSigner } from './lib/signed-links.js';
import { contentSecurityPolicy, DOCS_CSP, inlineScriptsOf } from './lib/csp.js';
import { createPageHandler, RENDER_TIMEOUT_MS } from './lib/pages.js';
import {
  createGateway,
  type PaymentGateway,
  paymentsRoutes,
  ecommercePaymentRoutes,
  orderRoutes,
  reportsAdminRoutes,
  ordersAdminRoutes,
  vouchersAdminRoutes,
  payoutsAdminRoutes,
} from './modules/payments/index.js';
import { authRoutes } from './modules/auth/index.js';
import { healthRoutes } from './modules/health/index.js';
import { membersAdminRoutes, profileRoutes } from './modules/profile/index.js';
import { referenceRoutes } from './modules/reference/index.js';
import { SettingsStore, settingsAdminRoutes, settingsRoutes } from './modules/settings/index.js';
import { noticeboardAdminRoutes, noticeboardRoutes } from './modules/noticeboard/index.js';
import { consoleEntryRoutes, staffAdminRoutes, staffGuard } from './modules/staff/index.js';
import { secondFactorRoutes } from './modules/second-factor/index.js';
import { messagesAdminRoutes, unsubscribeRoutes } from './modules/messages/index.js';
import {
  drawRoutes,
  seasonsAdminRoutes as seasonsRoutes,
  drawAdminRoutes,
  scorerRoutes,
} from './modules/draw/index.js';
import { refereeRoutes, rosterDatesAdminRoutes, officialsAdminRoutes } from './modules/referee/index.js';
import { rosterRoutes, rosterAdminRoutes } from './modules/roster/index.js';
import {
  nominationsAdminRoutes,
  teamEntryRoutes,
  teamsAdminRoutes,
  teamsRoutes,
} from './modules/teams/index.js';
import {
  courtClosuresAdminRoutes,
  venuesAdminRoutes,
  hireAdminRoutes,
  bookingRoutes,
} from './modules/booking/index.js';
import { subscriptionsAdminRoutes, hpcAdminRoutes, hpcRoutes } from './modules/hpc/index.js';
import { nominationRoutes } from './modules/nomination/index.js';
import { calendarAddressRoutes, calendarFeedRoutes } from './modules/calendar/index.js';
import { membershipRoutes } from './modules/membership/index.js';
import { invoiceRoutes, invoicesAdminRoutes } from './modules/invoices/index.js';
import { storeRoutes, publicStoreRoutes, storeAdminRoutes } from './modules/store/index.js';
import { auditAdminRoutes, auditWatch } from './modules/audit/index.js';
import './wiring.js';
import { activeTokenVersion, endSessions } from './modules/people/index.js';

export interface BuildOptions {
  env: TEnv;
  databaseUrl: string;
  jwtSecret: string;
  /** Folder of the built web app; served with an index.html fallback when present. */
  webDist?: string | null;
  mailer?: Mailer;
  gateway?: PaymentGateway;
  now?: () => Date;
  logger?: boolean;
  /** Where log lines go (tests capture them); standard output by default. */
  logStream?: { write(line: string): void };
  /** Background jobs (plugins/jobs.ts): on unless NODE_ENV=test; tests and the bench turn them off. */
  jobs?: boolean;
  /** Sees every route as it is added (tests build their route table from it). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * How long a server render may take before the plain page is sent (lib/pages.ts,
   * RENDER_TIMEOUT_MS by default). Tests that read rendered pages allow more, so a busy machine
   * does not turn their pages plain.
   */
  pageRenderTimeoutMs?: number;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { env } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(env.LOG_LEVEL, opts.logStream),
    genReqId: requestIdOf,
    frameworkErrors,
    bodyLimit: 1_048_576,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // plugins/shutdown.ts answers requests that arrive while closing, in our error shape.
    return503OnClosing: false,
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  // The built web app, when present: its index.html answers page loads of its routes (errors plugin's not-found handler).
  const webDist = opts.webDist === undefined ? path.join(repoRoot, 'apps/web/dist') : opts.webDist;
  const indexHtml =
    webDist && fs.existsSync(path.join(webDist, 'index.html'))
      ? fs.readFileSync(path.join(webDist, 'index.html'), 'utf8')
      : '';
  const csp = contentSecurityPolicy({
    inlineScripts: inlineScriptsOf(indexHtml),
    stripe: Boolean(env.STRIPE_PUBLISHABLE_KEY),
    maps: Boolean(env.MAPS_KEY),
    imageOrigins: [env.BRAND_LOGO_URL, env.BRAND_FAVICON_URL]
      .filter((u) => u.startsWith('https://'))
      .map((u) => new URL(u).origin),
  });
  // Every answer names its request id, so a member's report can be matched to the log lines.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Browser protections (lib/csp.ts): a strict Content-Security-Policy, no MIME sniffing, no
    // framing (clickjacking), and no Referer leaving the site (reset links carry their token in the path).
    reply.header('content-security-policy', request.url.startsWith('/api/docs') ? DOCS_CSP : csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const now = opts.now ?? (() => new Date());
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  app.decorate('deps', {
    db: undefined as never,
    env,
    // Every message goes through the database outbox, so a relay outage delays mail but loses none.
    // What leaves for the relay is framed in the association's look (lib/mail-layout.ts).
    mailer:
      opts.mailer ??
      createOutboxMailer({
        db: () => app.prisma,
        transport: brandedMailer(
          createMailer({
            smtpUrl: env.SMTP_URL,
            from: env.MAIL_FROM,
            outboxDir: path.join(env.DATA_DIR, 'outbox'),
            log: app.log,
          }),
          () => ({
            name: app.deps.settings.current().clientName,
            logoUrl: new URL(env.BRAND_LOGO_URL, app.deps.publicUrl).href,
            primaryColor: env.BRAND_PRIMARY_COLOR,
          }),
        ),
        log: app.log,
      }),
    log: app.log,
    limits: createLimits(opts.databaseUrl, env),
    changes: new Changes(opts.databaseUrl, app.log),
    settings: new SettingsStore(() => app.prisma, env, app.log),
    publicUrl,
    links: createLinkSigner(opts.jwtSecret),
    gateway: opts.gateway ?? createGateway(env, () => app.deps.settings.current().timeZone, now),
    files: createFileStore(env),
    // The job queue's, once it starts (plugins/jobs.ts).
    jobs: QUEUE_OFF,
    now,
  });

  app.log.info(`Courtside ${APP_VERSION}; uploaded files are kept in ${app.deps.files.where}`);

  // First, so requests arriving during a graceful shutdown get 503 whatever route they aim at.
  await app.register(shutdownPlugin);
  // Before any route: every console write answered without an audit entry is reported.
  await app.register(auditWatch);

  // External plugins
  // Oversized files are truncated and flagged (not thrown) so routes can answer their own size message.
  await app.register(fastifyMultipart, {
    limits: { fileSize: 500_000, files: 1 },
    throwFileSizeLimit: false,
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Courtside API',
        description: 'Member portal for basketball and netball associations',
        version: APP_VERSION,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  // Before the modules, so its timer sees their routes; after the OpenAPI plugin, which documents
  // /metrics (plugins/metrics.ts: off in production without METRICS_TOKEN).
  await app.register(metricsPlugin);

  // Our plugins
  const pageHandler = webDist
    ? await createPageHandler(app, webDist, {
        keepGameDayPagesMs: env.DRAW_CACHE_SECONDS * 1000,
        now,
        renderTimeoutMs: opts.pageRenderTimeoutMs ?? RENDER_TIMEOUT_MS,
      })
    : null;
  await app.register(errorsPlugin, { pageHandler });
  await app.register(clientAddress, { trust: env.TRUST_PROXY });
  await app.register(wellFormedInput);
  await app.register(prismaPlugin, { databaseUrl: opts.databaseUrl });
  app.deps.db = app.prisma;
  await app.deps.changes.start();
  // The console's settings over the environment's, loaded before any route answers (modules/settings).
  await app.deps.settings.start(app.deps.changes);
  await app.register(authPlugin, {
    secret: opts.jwtSecret,
    secureCookies: publicUrl.startsWith('https://'),
    sessions: { activeTokenVersion, endSessions },
  });

  // Modules
  await app.register(healthRoutes);
  await app.register(settingsRoutes, { prefix: '/api' });
  // Reference lists are public data the registration wizard needs before sign-in; /api/member/getData
  // stays behind sign-in.
  await app.register(referenceRoutes, { prefix: '/api/reference' });
  // Public draw, standings and calendar files; its stats routes check sign-in themselves.
  await app.register(drawRoutes, { prefix: '/api/draw' });
  await app.register(
    async (member) => {
      await member.register(authRoutes);
      // Everything else under /api/member needs a valid token.
      await member.register(async (signedIn) => {
        signedIn.addHook('onRequest', signedIn.authenticate);
        await signedIn.register(profileRoutes);
        await signedIn.register(referenceRoutes);
        await signedIn.register(teamsRoutes);
        await signedIn.register(secondFactorRoutes);
        await signedIn.register(consoleEntryRoutes);
        await signedIn.register(calendarAddressRoutes);
      });
    },
    { prefix: '/api/member' },
  );
  // Calendar feeds for calendar apps: a member's (its address holds its secret) and a team's.
  await app.register(calendarFeedRoutes, { prefix: '/api/calendar' });
  // One-click unsubscribe from messages to members (RFC 8058): the link's signed token is the key.
  await app.register(unsubscribeRoutes, { prefix: '/api' });
  await app.register(paymentsRoutes, { prefix: '/api/payments' });
  // Visitors browse the store's lists; paying and checking attendees need sign-in (below).
  await app.register(publicStoreRoutes, { prefix: '/api/ecommerce/store' });
  await app.register(
    async (ecommerce) => {
      ecommerce.addHook('onRequest', ecommerce.authenticate);
      await ecommerce.register(ecommercePaymentRoutes);
      await ecommerce.register(membershipRoutes);
      await ecommerce.register(invoiceRoutes);
      await ecommerce.register(orderRoutes);
      await ecommerce.register(storeRoutes);
      await ecommerce.register(nominationRoutes);
    },
    { prefix: '/api/ecommerce' },
  );
  // Court hire: public calendar and lists; the checks, payment and history check sign-in themselves.
  await app.register(bookingRoutes, { prefix: '/api/booking' });
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', signedIn.authenticate);
    await signedIn.register(refereeRoutes, { prefix: '/api/referee' });
    await signedIn.register(rosterRoutes, { prefix: '/api/roster' });
    await signedIn.register(scorerRoutes, { prefix: '/api/scorer' });
    // High performance centre: every route also needs is_hpc (checked in the module).
    await signedIn.register(hpcRoutes, { prefix: '/api/hpc' });
  });
  // Background jobs on the PostgreSQL job queue: HPC renewals, card payments left waiting for
  // 3-D Secure, mail the relay refused (off in tests).
  await app.register(jobsPlugin, {
    databaseUrl: opts.databaseUrl,
    enabled: opts.jobs ?? env.NODE_ENV !== 'test',
    specs: JOB_SPECS,
    retired: RETIRED_JOBS,
  });
  // The association console's API: staff only, each route for the roles it declares (staff.guard.ts).
  await app.register(
    async (admin) => {
      await admin.register(staffGuard);
      await admin.register(staffAdminRoutes);
      await admin.register(auditAdminRoutes);
      await admin.register(settingsAdminRoutes);
      await admin.register(seasonsRoutes);
      await admin.register(membersAdminRoutes);
      await admin.register(nominationsAdminRoutes);
      await admin.register(teamEntryRoutes);
      await admin.register(teamsAdminRoutes);
      await admin.register(drawAdminRoutes);
      await admin.register(courtClosuresAdminRoutes);
      await admin.register(venuesAdminRoutes);
      await admin.register(hireAdminRoutes);
      await admin.register(noticeboardAdminRoutes);
      await admin.register(messagesAdminRoutes);
      await admin.register(rosterDatesAdminRoutes);
      await admin.register(officialsAdminRoutes);
      await admin.register(rosterAdminRoutes);
      await admin.register(reportsAdminRoutes);
      await admin.register(ordersAdminRoutes);
      await admin.register(invoicesAdminRoutes);
      await admin.register(vouchersAdminRoutes);
      await admin.register(payoutsAdminRoutes);
      await admin.register(subscriptionsAdminRoutes);
      await admin.register(hpcAdminRoutes);
      await admin.register(storeAdminRoutes);
    },
    { prefix: '/api/admin' },
  );
  // /member/noticeboard (no /api prefix): JSON for API calls, the web app for page loads.
  await app.register(noticeboardRoutes);

  if (webDist && pageHandler) {
    // The web build writes .br and .gz next to each asset (vite.config.ts): sent as they are to browsers that accept them.
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, preCompressed: true });
    app.get('/*', (request, reply) => {
      const rel = decodeURIComponent((request.params as { '*': string })['*']);
      const file = path.join(webDist, rel);
      // Dot folders (.ssr: the server renderer, .vite: the build manifest) are the server's, not the browser's.
      const hidden = rel.split('/').some((segment) => segment.startsWith('.'));
      if (rel && !hidden && file.startsWith(webDist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        if (rel.startsWith('assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        return reply.sendFile(rel);
      }
      if (rel.startsWith('api/'))
        return reply.code(404).send({ error: 'not_found', message: `No route GET /${rel}` });
      return pageHandler(request, reply);
    });
  }

  app.addHook('onClose', async () => {
    await app.deps.mailer.close();
    await app.deps.limits.close();
    app.deps.settings.stop();
    await app.deps.changes.close();
    await app.deps.files.close();
  });
  return app;
}
