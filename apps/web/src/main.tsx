import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { queryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Pages the server rendered (entry-server.tsx) carry the answers they were rendered from.
const serverState = document.getElementById('cs-state');
if (serverState?.textContent) hydrate(queryClient, JSON.parse(serverState.textContent));
const hydrating = Boolean(serverState && container.firstChild);

// Not a top-level await: the screens' chunks import from this one, which must not wait for them.
void createAppRouter({ hydrating }).then((router) => {
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
      onRecoverableError: (error) => console.error('[courtside] hydration:', error instanceof Error ? error.message : error),
    });
  } else {
    createRoot(container).render(app);
  }
});
