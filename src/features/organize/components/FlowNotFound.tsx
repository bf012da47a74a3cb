import { BackLink, RecordNotFound } from '@/components/ui/RecordNotFound';

export const FLOW_NOT_FOUND_TITLE = 'App not found';

/**
 * `/organize/<id>` for an id that names no discovered app of the tenant (unknown, merged away, or
 * another tenant's: the API answers each with 404): says so, and leads back to the list.
 */
export function FlowNotFound() {
  return (
    <RecordNotFound title={FLOW_NOT_FOUND_TITLE} back={<BackLink to="/organize">Back to Organize</BackLink>}>
      No discovered app of your company is at this address: the link may be mistyped, or the app may have been
      merged into another.
    </RecordNotFound>
  );
}
