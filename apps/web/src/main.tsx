import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { queryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container: HTMLElement = root;

// Pages the server rendered (entry-server.tsx) carry the answers they were rendered from.
const serverState = document.getElementById('cs-state');
if (serverState?.textContent) hydrate(queryClient, JSON.parse(serverState.textContent) as DehydratedState);
const hydrating = Boolean(serverState && container.firstChild);

// Not a top-level await: the screens' chunks import from this one, which must not wait for them.
// When the page's own screen cannot load (a stale build after a deploy, a dropped connection),
// the app starts without hydrating and its router shows the error screen with Reload.
void createAppRouter({ hydrating }).then(
  (router) => start(router, hydrating),
  async () => start(await createAppRouter({ hydrating: false }), false),
);

function start(router: Awaited<ReturnType<typeof createAppRouter>>, hydrating: boolean) {
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrating) {
    hydrateRoot(container, app, {
      // A mismatch is survivable (React renders that part afresh) but is a bug: say so where tests look.
      onRecoverableError: (error) =>
        console.error('[courtside] hydration:', error instanceof Error ? error.message : error),
    });
  } else {
    createRoot(container).render(app);
  }
}
