import type { QueryClient } from '@tanstack/react-query';
import { tenantQueries } from './tenant-queries';

/** Whether the signed-in user's tenant has the AI survey agent switched on (cached tenant, else loaded). */
export async function surveyAgentActive(queryClient: QueryClient): Promise<boolean> {
  const { tenant } = await queryClient.ensureQueryData(tenantQueries.current());
  return tenant.is_survey_agent_active;
}
