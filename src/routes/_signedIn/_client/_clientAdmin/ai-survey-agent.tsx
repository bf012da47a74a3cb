import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireTenantFlag } from '@/lib/guards';
import type { RouterContext } from '@/router';

export const Route = createFileRoute('/_signedIn/_client/_clientAdmin/ai-survey-agent')({
  // Only with the tenant's survey agent on; the tenant's code is fetched when the page is opened.
  beforeLoad: requireTenantFlag(({ queryClient }: RouterContext) =>
    import('@/features/tenants/api/tenant-flags').then((flags) => flags.surveyAgentActive(queryClient)),
  ),
  staticData: { title: 'AI Survey Agent' },
  component: Outlet,
});
