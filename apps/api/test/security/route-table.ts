// The route table of the real application, collected with an onRoute hook while it
// is built, so the attack suites see every route the server answers (even one that
// hides itself from the OpenAPI document) and cannot forget a new one.
import type { RouteOptions } from 'fastify';
import { createTestContext, type TestContext } from '../helpers.js';
import { expect } from 'vitest';

export interface TableRoute {
  /** 'POST /api/hpc/subscriptions/:sub_id/updatecard' */
  key: string;
  method: string;
  url: string;
  params: string[];
  /** Top-level fields of the body schema, when it is an object. */
  bodyKeys: string[];
  /** Whether the route takes a body at all (every POST does here). */
  write: boolean;
  /** The access flag the route is guarded by (config.access, set by lib/access.ts), read once the app is built. */
  readonly access: string | undefined;
  /** The staff roles a console route serves (config.staffRoles, lib/console-access.ts). */
  readonly staffRoles: readonly string[] | undefined;
}

/** Routes of the API, not of tooling: the docs viewer and the web app's static files. */
const isTooling = (url: string) => url.startsWith('/api/docs') || url === '/*' || url === '*';

function shapeKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

export function routeCollector() {
  const routes: TableRoute[] = [];
  const onRoute = (r: RouteOptions) => {
    if (isTooling(r.url)) return;
    for (const method of ([] as string[]).concat(r.method)) {
      if (method === 'HEAD') continue;
      const key = `${method} ${r.url}`;
      if (routes.some((x) => x.key === key)) continue;
      routes.push({
        key,
        method,
        url: r.url,
        params: [...r.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!),
        bodyKeys: shapeKeys(r.schema?.body),
        write: method !== 'GET',
        // A folder's guard stamps the route after this hook has seen it: read it later.
        get access() {
          return (r.config as { access?: string } | undefined)?.access;
        },
        get staffRoles() {
          return (r.config as { staffRoles?: readonly string[] } | undefined)?.staffRoles;
        },
      });
    }
  };
  return { routes, onRoute };
}

/** A test context whose route table is known. */
export async function contextWithRoutes(
  env: Record<string, string> = {},
): Promise<{ ctx: TestContext; routes: TableRoute[] }> {
  const { routes, onRoute } = routeCollector();
  const ctx = await createTestContext(env, { onRoute });
  return { ctx, routes };
}

/** Body fields that name a record: ids (t_id, teamTid, sub_id, o_id, playerMid, mid), classData, and the bare names of records. */
export const ID_FIELD =
  /(^id$|_id$|Id$|Tid$|Mid$|^mid$|^classData$|^(invoice|team|game|season|venue|event|space|division|plan|sport|option)$)/;

/** Whether a route takes the id of a record in its path or its body. */
export const takesId = (r: TableRoute) => r.params.length > 0 || r.bodyKeys.some((k) => ID_FIELD.test(k));

export const fill = (url: string, params: Record<string, string | number>) =>
  url.replace(/:([A-Za-z_]+)/g, (_, name: string) => String(params[name] ?? `:${name}`));

/** The error shape: {error: string, message: string, errors?: {field: string[]}}. */
export function expectErrorShape(status: number, body: string, where: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`${where}: ${status} answer is not JSON: ${body.slice(0, 200)}`);
  }
  const o = parsed as Record<string, unknown>;
  expect(typeof o.error, `${where}: ${status} ${body.slice(0, 300)}`).toBe('string');
  expect(typeof o.message, `${where}: ${status} ${body.slice(0, 300)}`).toBe('string');
  if (o.errors !== undefined) {
    expect(
      o.errors && typeof o.errors === 'object' && !Array.isArray(o.errors),
      `${where}: errors is a record`,
    ).toBe(true);
    for (const [k, v] of Object.entries(o.errors as Record<string, unknown>)) {
      expect(
        Array.isArray(v) && v.every((s) => typeof s === 'string'),
        `${where}: errors.${k} is a list of texts: ${body.slice(0, 300)}`,
      ).toBe(true);
    }
  }
  const extra = Object.keys(o).filter((k) => !['error', 'message', 'errors'].includes(k));
  expect(extra, `${where}: only error, message and errors in ${body.slice(0, 300)}`).toEqual([]);
}
