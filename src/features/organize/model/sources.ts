/** The log sources in words: what each reads, and what connecting it takes. */
import type { FlowSource, FlowSourceState } from '../api/schemas';

/** What a source reads, and what connecting it takes (Settings → Integrations asks for it). */
export const FLOW_SOURCE_INFO: Readonly<Record<FlowSource, { reads: string; needs: string }>> = {
  azure: {
    reads: 'Microsoft Entra ID sign-ins',
    needs: 'the directory’s tenant ID, with admin consent for Stackwise to read its sign-in logs',
  },
  google: {
    reads: 'Google Workspace OAuth token activity',
    needs: 'a Workspace super admin who grants read access to the audit reports',
  },
  okta: {
    reads: 'the Okta System Log',
    needs: 'your Okta domain and a read-only admin’s API token',
  },
};

/** A source's state as the list reports it; a source the list leaves out is not connected. */
export function sourceState(sources: readonly FlowSourceState[], source: FlowSource): FlowSourceState {
  return (
    sources.find((state) => state.source === source) ?? { source, connected: false, last_synced_at: null }
  );
}
