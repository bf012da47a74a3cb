import type { Opportunity, OpportunityStatus } from '@/features/optimize';

/** An opportunity for the pure tests: only its id, status and amounts matter to them. */
export function testOpportunity(
  id: string,
  status: OpportunityStatus,
  savings: number,
  arr: number,
): Opportunity {
  return {
    id,
    title: `Opportunity ${id}`,
    app: { id: 'product-zoom', name: 'Zoom', slug: 'zoom' },
    owner: null,
    status,
    position: 0,
    savings_potential: savings,
    arr,
    due_date: null,
    comment_count: 0,
    created_at: '2026-03-01T09:00:00Z',
    updated_at: '2026-03-01T09:00:00Z',
    can_edit: true,
  };
}
