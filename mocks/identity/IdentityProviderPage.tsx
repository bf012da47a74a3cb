/**
 * Demo mode only: the sign-in pages of the identity providers, simulated on this origin because a
 * browser cannot leave the machine. `src/main.tsx` renders this instead of the app for any path under
 * SIMULATED_PROVIDER_PREFIX (src/lib/simulated-providers.ts); the real providers' token and API endpoints are answered by MSW handlers.
 */
import { lazy, Suspense } from 'react';
import { FullScreenLoader } from '@/components/ui/FullScreenLoader';
import { SIMULATED_PROVIDER_PREFIX } from '@/lib/simulated-providers';

const pages = {
  microsoft: lazy(() => import('./MicrosoftSignInPage')),
  google: lazy(() => import('./GoogleConsentPage')),
  servicenow: lazy(() => import('./ServiceNowAuthorizePage')),
} as const;

export function IdentityProviderPage({ path }: { path: string }) {
  const provider = path.slice(SIMULATED_PROVIDER_PREFIX.length).split('/')[0] as keyof typeof pages;
  const Page = pages[provider];
  if (!Page) {
    return (
      <main className="p-8">
        <h1 className="text-xl font-semibold">Unknown identity provider</h1>
      </main>
    );
  }
  return (
    <Suspense fallback={<FullScreenLoader label="Loading sign-in…" />}>
      <Page />
    </Suspense>
  );
}
