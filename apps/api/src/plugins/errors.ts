import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type TApiError, MSG, ZApiError } from '@courtside/contracts';
import { AppError } from '../lib/app-error.js';
import type { PageHandler } from '../lib/pages.js';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../lib/db-unavailable.js';

// The contracts are zod/mini schemas, which load no messages of their own: a check without a
// message of ours answers in zod's English ("Too big: expected string to have <=191
// characters"). Classic zod registers English on its first schema; saying it here keeps the
// answers the same even if no classic schema were ever built.
z.config(z.locales.en());

/** The error answers a route documents: each status answers the one error shape. */
export function errorAnswers<S extends number>(...statuses: S[]): Record<S, typeof ZApiError> {
  return Object.fromEntries(statuses.map((status) => [status, ZApiError])) as Record<S, typeof ZApiError>;
}

/** What a signed-in payment route can answer besides 200 (declined 402, gateway down 502, ...). */
export const PAYMENT_ERROR_ANSWERS = errorAnswers(401, 402, 403, 404, 409, 422, 502);

/** A zod issue, or one of the request validation errors Fastify made from them. */
export interface ValidationIssue {
  instancePath?: string;
  path?: PropertyKey[];
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

const byField = (path: PropertyKey[]) => String(path[0] ?? 'error');

/**
 * Groups issues by field: by default the first path segment, the request's field name;
 * `keyOf` picks another key (a nested form's own field, or the full dotted path).
 */
export function fieldErrorsOf(
  issues: ReadonlyArray<ValidationIssue>,
  keyOf: (path: PropertyKey[]) => string = byField,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const i of issues) {
    const path = i.params?.issue?.path ?? i.path ?? (i.instancePath ?? '').split('/').filter(Boolean);
    (errors[keyOf(path)] ??= []).push(i.message ?? 'Invalid value');
  }
  return errors;
}

/**
 * The field errors of a request that failed its schema. Routes with `attachValidation: true`
 * answer those in their own words (the area's message and error key) instead of the
 * default 422 below.
 */
export function requestFieldErrors(
  validationError: Error | undefined,
  keyOf?: (path: PropertyKey[]) => string,
): Record<string, string[]> {
  const issues = (validationError as { validation?: ValidationIssue[] } | undefined)?.validation ?? [];
  return fieldErrorsOf(issues, keyOf);
}

/** Retry-After of a 429 whose limit does not say when it lifts: every 429 tells clients when to try again. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;
/** Retry-After of a 503 from a service we depend on (file storage): long enough for a restart. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

export default fp<{ pageHandler?: PageHandler | null }>(async function errors(app: FastifyInstance, opts) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      // A service we depend on failing (file storage) is for the operator to see; the member gets the
      // code, and clients are told when to try again.
      if (err.statusCode >= 500) request.log.warn({ err: err.cause ?? err }, err.message);
      if (err.statusCode === 503)
        reply.header('retry-after', String(err.retryAfterSeconds ?? UNAVAILABLE_RETRY_AFTER_SECONDS));
      if (err.statusCode === 429)
        reply.header('retry-after', String(err.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
      const body: TApiError = {
        error: err.key,
        message: err.message,
        ...(err.fieldErrors ? { errors: err.fieldErrors } : {}),
      };
      return reply.code(err.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = fieldErrorsOf(err.validation);
      return reply
        .code(422)
        .send({ error: 'validation_failed', message: MSG.formErrors, errors } satisfies TApiError);
    }
    // The database being down or restarting is not a bug: answer at once with 503 so clients retry.
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err: { message: err.message, code: err.code } }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: 'database_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE } satisfies TApiError);
    }
    // A number the database cannot hold (an id past its integer range) is bad input, not a server fault.
    if ((err as { code?: string }).code === 'P2020') {
      return reply.code(400).send({
        error: 'bad_request',
        message: 'A number in the request is out of range.',
      } satisfies TApiError);
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      request.log.error({ err }, 'unhandled error');
      return reply.code(500).send({
        error: 'server_error',
        message: 'Something went wrong on our side. Please try again.',
      } satisfies TApiError);
    }
    const code =
      status === 413
        ? 'payload_too_large'
        : status === 429
          ? 'too_many_requests'
          : status === 404
            ? 'not_found'
            : 'bad_request';
    if (status === 429) reply.header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS));
    return reply.code(status).send({ error: code, message: err.message } satisfies TApiError);
  });
  // The one not-found handler (Fastify allows one per prefix). With the web app built, page loads
  // of its routes get its index.html; unknown /api paths always keep their JSON 404.
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    if (
      opts.pageHandler &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !urlPath.startsWith('/api/')
    ) {
      return opts.pageHandler(request, reply);
    }
    return reply
      .code(404)
      .send({ error: 'not_found', message: `No route ${request.method} ${urlPath}` } satisfies TApiError);
  });
});

/**
 * Fastify's own refusals before routing (a malformed path, a path segment over the
 * router's length limit), in our error shape rather than Fastify's. Passed to Fastify
 * as `frameworkErrors` (app.ts). The path is not echoed: it may be 100 KB long.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode === 414 ? 414 : 400;
  const body: TApiError =
    status === 414
      ? { error: 'uri_too_long', message: 'A part of the address is too long.' }
      : { error: 'bad_request', message: 'The address is not valid.' };
  void reply.code(status).send(body);
}
