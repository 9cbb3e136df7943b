import type { FastifyBaseLogger } from 'fastify';
import type { TEnv } from '../config/env.js';
import type { Db } from '../plugins/prisma.js';
import type { Changes } from './changes.js';
import type { FileStore } from './files.js';
import type { JobWaker } from './jobs.js';
import type { Limits } from './limits.js';
import type { LinkSigner } from './signed-links.js';
import type { Mailer } from './mailer.js';
import type { PaymentGateway } from '../modules/payments/gateway.js';
import type { SettingsStore } from '../modules/settings/settings.service.js';

/** What services need from the outside world; built once in app.ts. */
export interface Deps {
  db: Db;
  /** Deployment settings. The page settings staff change in the console are read from `settings`. */
  env: TEnv;
  /** The association's live settings (tax rate, time zone, name, switches): `settings.current()`. */
  settings: SettingsStore;
  mailer: Mailer;
  /** Card gateway: Stripe when configured, else the test-mode sandbox. */
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  /** Changes made by any process, for the caches to clear (lib/changes.ts). */
  changes: Changes;
  /** Attempt limits, kept in PostgreSQL (lib/limits.ts). */
  limits: Limits;
  /** Base URL used in links sent by email. */
  publicUrl: string;
  /** Signs and checks tokens in links sent by email (one-click unsubscribe), with the app's secret. */
  links: LinkSigner;
  /** Uploaded files (profile photos): S3-compatible storage or the local disk (lib/files.ts). */
  files: FileStore;
  /** Starts a run of a queued job now, in whichever process takes it (lib/jobs.ts). */
  jobs: JobWaker;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
