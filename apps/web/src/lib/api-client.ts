// The one way the web app talks to the API. Answers are parsed with the contracts'
// zod schemas, so a renamed field breaks loudly here instead of deep in a screen.
// Sign-in travels in the HttpOnly `cs_token` cookie the API sets; the app never
// sees or stores the token itself.
import { ZApiError } from '@courtside/contracts';
import type { z } from './zod';

export class ApiError extends Error {
  readonly status: number;
  /** Machine key such as invalid_credentials, conflict, validation_failed, unauthenticated. */
  readonly error: string;
  /** Messages per request field, keyed by field name. */
  readonly errors: Record<string, string[]>;

  constructor(status: number, error: string, message: string, errors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    this.errors = errors;
  }
}

/** How requests leave the app: fetch in the browser; the server-side renderer answers them in-process. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);
export function setTransport(next: Transport) {
  transport = next;
}

export const isUnauthenticated = (err: unknown) => err instanceof ApiError && err.status === 401;

interface RequestOptions<T extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  schema: T;
  signal?: AbortSignal;
  /** The browser's HTTP cache mode: 'no-cache' asks the server again (an ETag makes that cheap). */
  cache?: RequestCache;
}

export async function apiRequest<T extends z.ZodType>(
  path: string,
  opts: RequestOptions<T>,
): Promise<z.infer<T>> {
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await transport(path, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers,
      body:
        opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: opts.signal,
      cache: opts.cache,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(
      0,
      'network_error',
      'Could not reach the server. Please check your connection and try again.',
    );
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ZApiError.safeParse(payload);
    if (parsed.success)
      throw new ApiError(response.status, parsed.data.error, parsed.data.message, parsed.data.errors);
    throw new ApiError(response.status, `http_${response.status}`, 'Something went wrong. Please try again.');
  }
  const parsed = opts.schema.safeParse(payload);
  if (!parsed.success)
    throw new ApiError(
      response.status,
      'bad_response',
      'The server sent an answer this page does not understand.',
    );
  return parsed.data;
}

export const apiGet = <T extends z.ZodType>(path: string, schema: T, signal?: AbortSignal) =>
  apiRequest(path, { schema, signal });
export const apiPost = <T extends z.ZodType>(path: string, body: unknown, schema: T) =>
  apiRequest(path, { method: 'POST', body, schema });
export const apiPut = <T extends z.ZodType>(path: string, body: unknown, schema: T) =>
  apiRequest(path, { method: 'PUT', body, schema });
export const apiPatch = <T extends z.ZodType>(path: string, body: unknown, schema: T) =>
  apiRequest(path, { method: 'PATCH', body, schema });
export const apiDelete = <T extends z.ZodType>(path: string, schema: T) =>
  apiRequest(path, { method: 'DELETE', schema });
