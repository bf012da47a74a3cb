import { createFileRoute } from '@tanstack/react-router';
import { requireTenantFlag } from '@/lib/guards';
import type { RouterContext } from '@/router';

/** The survey agent's pages (rendered in its outlet): only with the tenant's survey agent on. */
export const Route = createFileRoute('/_signedIn/_client/_clientAdmin/ai-survey-agent')({
  // The tenant's code is fetched when a page of the area is opened.
  beforeLoad: requireTenantFlag(({ queryClient }: RouterContext) =>
    import('@/features/tenants/api/tenant-flags').then((flags) => flags.surveyAgentActive(queryClient)),
  ),
  staticData: { title: 'AI Survey Agent' },
});
