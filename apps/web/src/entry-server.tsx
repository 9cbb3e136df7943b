// The server-side renderer: the API renders a page's first screen into its HTML, so a phone
// paints the sign-in form, the draw or the dashboard before the scripts arrive; the browser
// then hydrates it (main.tsx). Built by `vite build --ssr` into dist/.ssr/entry-server.mjs
// and loaded by the API (apps/api/src/lib/pages.ts), which answers the app's API
// calls in-process with the visitor's own cookie (setTransport) and falls back to the plain
// index.html whenever this answers 'client'.
//
// A render runs the tree, answers the queries it asked for, and renders again until no
// query is waiting (at most MAX_PASSES): the HTML then shows what the browser would show
// once its requests were answered, and those answers travel in the page (dehydrated) so the
// browser does not ask again.
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppProviders } from './app/providers';
import { createStatusOf, type PageStatus } from './app/route-status';
import { routes } from './app/router';
import { createQueryClient } from './lib/query-client';
import { RenderCollectorContext, type RenderCollector } from './lib/server-render';

export { setTransport } from './lib/api-client';

export type RenderResult =
  | { kind: 'page'; html: string; title: string | null; state: unknown }
  | { kind: 'redirect'; location: string }
  /** The browser renders this one itself (a screen that needs an answer the server could not get). */
  | { kind: 'client'; reason: string };

const MAX_PASSES = 4;
const handler = createStaticHandler(routes);
const statusOfPath = createStatusOf(routes);

/**
 * The HTTP status of a page address: 404 where only a catch-all route answers (the public
 * 'Whoops, 404' and the member area's not-found screen), else 200. Route matching only, so
 * the API can answer the right status even when it sends the plain page. The API asks once
 * per answer it builds, and keeps the status with a page it keeps.
 */
export function statusOf(url: string): PageStatus {
  return statusOfPath(new URL(url, 'http://courtside.local').pathname);
}

/** `signal`: the API gave up waiting (its time limit); the render stops at its next step. */
export async function render(url: string, signal?: AbortSignal): Promise<RenderResult> {
  // The console renders in the browser: a few staff use it, its door may first ask for a code,
  // and its grids gain nothing from a server's first paint.
  const { pathname } = new URL(url, 'http://courtside.local');
  if (pathname === '/admin' || pathname.startsWith('/admin/'))
    return { kind: 'client', reason: 'the console renders in the browser' };
  const context = await handler.query(new Request(new URL(url, 'http://courtside.local'), { signal }));
  if (context instanceof Response) return { kind: 'client', reason: `router answered ${context.status}` };
  // Built once per render, not per pass: it copies the whole route table.
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient({ server: true });
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    if (signal?.aborted) return { kind: 'client', reason: 'given up' };
    const collector: RenderCollector = { redirectTo: null, title: null };
    const html = await renderOnce(router, context, client, collector, signal);
    if (collector.redirectTo) return { kind: 'redirect', location: collector.redirectTo };
    const queries = client.getQueryCache().getAll();
    const waiting = queries.filter((q) => q.state.status === 'pending' && isEnabled(q));
    if (waiting.length === 0) {
      const failed = queries.find((q) => q.state.status === 'error');
      if (failed) return { kind: 'client', reason: `query ${JSON.stringify(failed.queryKey)} failed` };
      // The page's policy runs no inline script but index.html's own: HTML that needs one is not sent.
      if (html.includes('<script')) return { kind: 'client', reason: 'the render needs an inline script' };
      return { kind: 'page', html, title: collector.title, state: dehydrate(client) };
    }
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
  }
  return { kind: 'client', reason: `still waiting for data after ${MAX_PASSES} passes` };
}

/** A query the screen turned off (`enabled: false`, say no season picked yet) is not asked for. */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

async function renderOnce(
  router: ReturnType<typeof createStaticRouter>,
  context: StaticHandlerContext,
  client: QueryClient,
  collector: RenderCollector,
  signal?: AbortSignal,
): Promise<string> {
  const { prelude } = await prerender(
    <RenderCollectorContext value={collector}>
      <AppProviders client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </RenderCollectorContext>,
    // Every boundary inline, whatever the page's size: past this many bytes React would send a
    // late boundary separately with an inline script to swap it in, which the page's
    // Content-Security-Policy refuses (the boundary then never resolves and hydration fails).
    { signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return new Response(prelude).text();
}
