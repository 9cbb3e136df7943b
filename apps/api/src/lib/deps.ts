import type { FastifyBaseLogger } from 'fastify';
import type { TEnv } from '../config/env.js';
import type { Db } from '../plugins/prisma.js';
import type { Changes } from './changes.js';
import type { FileStore } from './files.js';
import type { Limits } from './limits.js';
import type { LinkSigner } from './signed-links.js';
import type { Mailer } from './mailer.js';

/** Runs a job now, beside its due times (the draw-generation job when staff ask for a draw). */
export interface JobWaker {
  /** Queues a run of the named job; never throws (its next due time runs it anyway). */
  wake(name: string): void;
}

/**
 * What services need from the outside world; built once in app.ts. The modules that own a
 * part add it to this interface themselves (declaration merging), so lib/ imports no module:
 * `settings` (the association's live settings) from modules/settings, `gateway` (the card
 * gateway) from modules/payments.
 */
export interface Deps {
  db: Db;
  /** Deployment settings. The page settings staff change in the console are read from `settings`. */
  env: TEnv;
  mailer: Mailer;
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
