import { createFileRoute } from '@tanstack/react-router';
import { licenseQueries } from '@/features/licenses/api/license-queries';
import { LicenseManagementPage } from '@/features/licenses/components/LicenseManagementPage';
import { LicenseNotFound } from '@/features/licenses/components/LicenseNotFound';
import { ApiError } from '@/lib/errors';

/**
 * License Management for one app (the slug is the app's). The page cannot show without the app's
 * licences, so the loader awaits them; a slug that names no app (the API's 404) shows the page's own
 * "not found" view, any other failure the route's error view with Retry.
 */
export const Route = createFileRoute('/_signedIn/_client/contracts/$slug')({
  staticData: { title: 'License Management' },
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    try {
      await queryClient.ensureQueryData(licenseQueries.detail(slug));
      return { found: true };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return { found: false };
      throw error;
    }
  },
  component: LicenseRoute,
});

function LicenseRoute() {
  const { slug } = Route.useParams();
  return Route.useLoaderData().found ? <LicenseManagementPage slug={slug} /> : <LicenseNotFound />;
}
