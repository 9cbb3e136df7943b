// Page loads of the web app's routes (/login, /draw/..., /member/account, ...). The answer is
// the built index.html with the page's first screen rendered into it by the web app's own
// server-side renderer (apps/web/src/entry-server.tsx, built to dist/.ssr/), so a phone
// paints the page from the HTML instead of after ~200 kB of JavaScript; the browser then
// hydrates it. The renderer reads through the API itself, in-process, with the visitor's
// own cookie and only ever with GET: it sees exactly what the visitor's browser would.
//
// Whenever rendering is not possible (no renderer in the build, a screen that needs an
// answer that failed, a slow render, an error) the page is the plain index.html and the
// browser renders it, exactly as before: rendering on the server only ever makes a page
// arrive sooner.
//
// The game-day pages (draw and standings) a visitor opens are the same for everyone, so
// each is kept for as long as the draw's own answers are (DRAW_CACHE_SECONDS): a burst of
// parents opening one division's draw costs one render and adds no staleness the API's
// answer cache does not already have; serving it renders and matches nothing. Once its time
// is up it is rendered again, and visitors get the page it replaces until that render is done
// (a change to the draw drops kept pages at once, so only time has made it old): a busy page
// never has everyone wait on a render. Every other page is rendered per request, and a
// signed-in member's page is theirs alone: never kept, and sent with `private, no-store`.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_OUT_COOKIE, TOKEN_COOKIE } from '../plugins/auth.js';
import { derived } from './derived.js';

type Transport = (path: string, init: RequestInit) => Promise<Response>;
type RenderResult =
  | { kind: 'page'; html: string; title: string | null; state: unknown }
  | { kind: 'redirect'; location: string }
  | { kind: 'client'; reason: string };
interface Renderer {
  render(url: string, signal?: AbortSignal): Promise<RenderResult>;
  /** 404 for an address no screen answers, else 200 (route matching only; absent in older builds). */
  statusOf?(url: string): number;
  setTransport(transport: Transport): void;
}

export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** A render slower than this is abandoned for the plain page (the browser renders it). */
export const RENDER_TIMEOUT_MS = 3_000;
/** Renders at once, at most: beyond, a page load gets the plain page (a burst must not queue up renders). */
export const MAX_RENDERS_IN_FLIGHT = Math.max(2, 2 * os.availableParallelism());
const VISITOR_PAGE_LIMIT = 200;
const GAME_DAY_PAGE = /^\/(draw|result)(\/|\?|$)/;

/** The renderer's API calls of the render in progress (one per page request). */
const current = new AsyncLocalStorage<Transport>();

export interface PageOptions {
  /** How long a visitor's draw or standings page is kept (the draw's answer cache lifetime). */
  keepGameDayPagesMs: number;
  now: () => Date;
  /** A render slower than this is given up for the plain page. */
  renderTimeoutMs: number;
}

export async function createPageHandler(
  app: FastifyInstance,
  webDist: string,
  opts: PageOptions,
): Promise<PageHandler | null> {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const { env } = app.deps;
  // The association's name and icon, in every page (the app sets the title of each screen after it).
  // The name is a live setting: the page is built again when staff change it.
  const built = fs
    .readFileSync(indexFile, 'utf8')
    .replace(
      /<link rel="icon" href="[^"]*" \/>/,
      () => `<link rel="icon" href="${escapeHtml(env.BRAND_FAVICON_URL)}" />`,
    );
  const page = derived(app.deps.settings, (settings) => {
    const template = built.replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(settings.clientName)}</title>`,
    );
    const visitorTemplate = forVisitor(template);
    return {
      template,
      visitorTemplate,
      plain: { kind: 'html', html: new Html(template) } satisfies PageContent,
      visitorPlain: { kind: 'html', html: new Html(visitorTemplate) } satisfies PageContent,
    };
  });
  const renderer = await loadRenderer(webDist, app.log);
  // A first render is several times slower (modules and JIT still cold): pay it at start-up, not on a visitor.
  if (renderer) {
    app.addHook('onReady', async () => {
      const signal = AbortSignal.timeout(opts.renderTimeoutMs);
      void current
        .run(inProcessFetch(app, null, signal), () => renderer.render('/login', signal))
        .catch(() => undefined);
    });
  }
  const visitorPages = new Map<string, KeptPage>();
  // Kept draw and standings pages show results: a change through any process drops them. They
  // also show the association's name and times in its zone: a new settings snapshot drops them too.
  // A render begun before a drop is not kept (`dropped` tells).
  let dropped = 0;
  const dropKeptPages = () => {
    dropped++;
    visitorPages.clear();
  };
  app.deps.changes.on('draw', dropKeptPages);
  app.deps.settings.onChange(dropKeptPages);

  let inFlight = 0;
  // A page's status is worked out once per answer built, and a kept page keeps it: serving a
  // kept page renders and matches nothing.
  const answerOf = async (request: FastifyRequest): Promise<PageAnswer> => {
    const content = await contentOf(request);
    if (content.kind === 'redirect') return content;
    return { ...content, status: renderer?.statusOf?.(request.url) ?? 200 };
  };

  const contentOf = async (request: FastifyRequest): Promise<PageContent> => {
    const visitor = isVisitor(request);
    const plain = visitor ? page().visitorPlain : page().plain;
    if (!renderer || request.method !== 'GET') return plain;
    if (inFlight >= MAX_RENDERS_IN_FLIGHT || app.isShuttingDown()) return plain;
    // A render slower than the limit (RENDER_TIMEOUT_MS) is given up: the visitor gets the plain page at
    // once, and the render stops at its next step (no further pass, no further API call).
    const abandon = new AbortController();
    const gaveUp = new Promise<RenderResult>((resolve) => {
      abandon.signal.addEventListener('abort', () =>
        resolve({ kind: 'client', reason: `render took over ${opts.renderTimeoutMs} ms` }),
      );
    });
    const timer = setTimeout(() => abandon.abort(), opts.renderTimeoutMs);
    inFlight++;
    const rendering = current.run(inProcessFetch(app, request.headers.cookie, abandon.signal), () =>
      renderer.render(request.url, abandon.signal),
    );
    void rendering.catch(() => undefined).finally(() => inFlight--);
    let result: RenderResult;
    try {
      result = await Promise.race([rendering, gaveUp]);
    } catch (err) {
      request.log.warn(
        { err: { message: err instanceof Error ? err.message : String(err) } },
        'server-side rendering failed; the browser renders the page',
      );
      return plain;
    } finally {
      clearTimeout(timer);
      abandon.abort();
    }
    if (result.kind === 'redirect' && isSitePath(result.location)) return result;
    if (result.kind === 'page') {
      const template = visitor ? page().visitorTemplate : page().template;
      return { kind: 'html', html: new Html(fillTemplate(template, result)) };
    }
    if (result.kind === 'client')
      request.log.debug({ reason: result.reason }, 'page rendered in the browser');
    return plain;
  };

  const keptAnswerOf = (request: FastifyRequest): Promise<PageAnswer> => {
    const now = opts.now().getTime();
    const kept = visitorPages.get(request.url);
    if (kept && (kept.expiresAt > now || kept.renewing)) return kept.answer;
    if (kept) {
      kept.renewing = true;
      const droppedBefore = dropped;
      void answerOf(request).then(
        (answer) => {
          if (dropped !== droppedBefore) return;
          const expiresAt = now + opts.keepGameDayPagesMs;
          visitorPages.set(request.url, { expiresAt, answer: Promise.resolve(answer), renewing: false });
        },
        () => visitorPages.delete(request.url),
      );
      return kept.answer;
    }
    if (visitorPages.size >= VISITOR_PAGE_LIMIT) {
      for (const [url, entry] of visitorPages) if (entry.expiresAt <= now) visitorPages.delete(url);
      if (visitorPages.size >= VISITOR_PAGE_LIMIT) visitorPages.clear();
    }
    const answer = answerOf(request);
    visitorPages.set(request.url, { expiresAt: now + opts.keepGameDayPagesMs, answer, renewing: false });
    return answer;
  };

  return async (request, reply) => {
    // A browser that logged out while the server was out of reach signs out at its next page load.
    if (request.cookies?.[SIGNED_OUT_COOKIE]) await app.honourSignOut(request, reply);
    const signedIn = Boolean(request.cookies?.[TOKEN_COOKIE]);
    // No query string: the draw and standings pages take none, and made-up ones must not fill the memory.
    const keep =
      !signedIn &&
      opts.keepGameDayPagesMs > 0 &&
      renderer !== null &&
      request.method === 'GET' &&
      GAME_DAY_PAGE.test(request.url) &&
      !request.url.includes('?');
    const answer = await (keep ? keptAnswerOf(request) : answerOf(request));
    reply
      .header('cache-control', signedIn ? 'private, no-store' : 'no-cache')
      .header('vary', 'cookie, accept-encoding');
    if (answer.kind === 'redirect') return reply.redirect(answer.location, 302);
    // An address no screen answers gets its not-found screen with a 404, rendered or plain.
    reply.code(answer.status).type('text/html; charset=utf-8');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(answer.html.br());
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(answer.html.gzip());
    return reply.send(answer.html.body);
  };
}

/** A visitor's draw or standings page, kept; `renewing` while its successor renders. */
interface KeptPage {
  expiresAt: number;
  answer: Promise<PageAnswer>;
  renewing: boolean;
}

/** What a page request is answered with, rendered or plain; a page adds its HTTP status. */
type PageContent = { kind: 'redirect'; location: string } | { kind: 'html'; html: Html };
type PageAnswer = Exclude<PageContent, { kind: 'html' }> | { kind: 'html'; html: Html; status: number };

/** A page's HTML, compressed at most once per encoding (a kept page is compressed once for everyone). */
class Html {
  readonly body: Buffer;
  #br?: Buffer;
  #gzip?: Buffer;
  constructor(text: string) {
    this.body = Buffer.from(text, 'utf8');
  }
  br() {
    return (this.#br ??= brotliCompressSync(this.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length },
    }));
  }
  gzip() {
    return (this.#gzip ??= gzipSync(this.body));
  }
}

async function loadRenderer(webDist: string, log: FastifyBaseLogger): Promise<Renderer | null> {
  const file = path.join(webDist, '.ssr', 'entry-server.mjs');
  if (!fs.existsSync(file)) {
    log.info('The web build has no server renderer (dist/.ssr): pages render in the browser.');
    return null;
  }
  try {
    const renderer = (await import(pathToFileURL(file).href)) as Renderer;
    renderer.setTransport((p, init) => {
      const transport = current.getStore();
      if (!transport) return Promise.reject(new Error('API call outside a page render'));
      return transport(p, init);
    });
    return renderer;
  } catch (err) {
    log.error({ err }, 'The server renderer could not be loaded: pages render in the browser.');
    return null;
  }
}

/** The renderer's fetch: the API answers in-process, as the visitor (their cookie), reads only. */
function inProcessFetch(
  app: FastifyInstance,
  cookie: string | undefined | null,
  signal?: AbortSignal,
): Transport {
  return async (url, init) => {
    if (signal?.aborted) throw new Error('the page render was given up');
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET')
      return Response.json(
        { error: 'method_not_allowed', message: 'Pages are rendered with reads only.' },
        { status: 405 },
      );
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** A browser that brings no session (or has just signed out): nobody is signed in on its page. */
const isVisitor = (request: FastifyRequest) =>
  !request.cookies?.[TOKEN_COOKIE] || Boolean(request.cookies?.[SIGNED_OUT_COOKIE]);

/**
 * A visitor's page says that nobody is signed in (the web app then never asks who is:
 * apps/web/src/lib/auth.ts) and does not start that question while its scripts download.
 */
export function forVisitor(template: string): string {
  return template
    .replace(/\s*<link rel="preload" href="\/api\/member\/user"[^>]*>/, '')
    .replace('</head>', () => `  <meta name="${VISITOR_META}" content="true" />\n  </head>`);
}
export const VISITOR_META = 'cs-visitor';

/** Only this site's own paths are followed (never `//host` or a scheme). */
const isSitePath = (location: string) =>
  location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** JSON inside <script type="application/json">: nothing in it may end the script element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function fillTemplate(
  template: string,
  page: { html: string; title: string | null; state: unknown },
): string {
  return (
    template
      // The answers are in the page already: no need to start asking for them.
      .replace(/\s*<link rel="preload" href="\/api\/[^"]*" as="fetch"[^>]*>/g, '')
      .replace(/<title>[^<]*<\/title>/, (original) =>
        page.title ? `<title>${escapeHtml(page.title)}</title>` : original,
      )
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html}</div><script type="application/json" id="cs-state">${scriptJson(page.state)}</script>`,
      )
  );
}
