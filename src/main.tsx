import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FullScreenLoader } from '@/components/ui/FullScreenLoader';
import { onSessionEnded } from '@/lib/http';
import { createQueryClient } from '@/lib/query-client';
import {
  exposeRouterToQa,
  prepareDemoApi,
  renderSimulatedProviderPage,
  unregisterStaleMockWorker,
} from '@/lib/demo-mode';
import { useSessionStore, waitForSessionRestore } from '@/stores/session';
import { createAppRouter } from './router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

// A loading view shows until the persisted session is restored.
root.render(<FullScreenLoader label="Loading Stackwise…" />);

async function boot() {
  document.documentElement.classList.toggle('dark', useSessionStore.getState().darkTheme);
  if (await renderSimulatedProviderPage((page) => root.render(<StrictMode>{page}</StrictMode>))) return;
  // The demo paints at once and starts its mock API in the background (API calls wait for it); a live
  // build must not meet a mock worker left registered by an earlier demo session.
  if (!import.meta.env.VITE_API_URL) prepareDemoApi();
  else await unregisterStaleMockWorker();
  await waitForSessionRestore();
  document.documentElement.classList.toggle('dark', useSessionStore.getState().darkTheme);

  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  exposeRouterToQa(router);

  onSessionEnded(() => {
    useSessionStore.getState().signedOut();
    queryClient.clear();
    void router.navigate({ to: '/login', replace: true });
  });

  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void boot();
