import { apiQuery, pagedQuery } from '@/lib/api-query';
import { recordPath } from '@/lib/api-url';
import {
  contractListSchema,
  contractReplySchema,
  documentListSchema,
  renewalsSchema,
  spendByMonthSchema,
  type ContractListQuery,
} from './schemas';

export const CONTRACT_FALLBACKS = {
  list: 'Unable to load contracts. Please try again',
  detail: 'Unable to load the contract. Please try again',
  documents: 'Unable to load documents. Please try again',
  renewals: 'Unable to load renewals. Please try again',
  spend: 'Unable to load spend. Please try again',
  document: 'Unable to download the document. Please try again',
} as const;

export interface RenewalsQuery {
  /** `YYYY-MM-DD`; the server's today when left out. */
  from?: string;
  months?: number;
}

/**
 * Contracts' reads. Lists, details, renewals and spend all sit under `contractQueries.all()`: a
 * contract's write changes its dates and cost, so it reaches the calendar and the spend figures too.
 * Documents sit apart: uploading one changes only the contract's document count.
 */
export const contractQueries = {
  all: () => ['contracts'] as const,
  lists: () => [...contractQueries.all(), 'list'] as const,
  list: (query: ContractListQuery) =>
    pagedQuery(contractQueries.lists(), query, 'contracts/', contractListSchema, {
      fallback: CONTRACT_FALLBACKS.list,
    }),
  detail: (id: string) =>
    apiQuery([...contractQueries.all(), 'detail', id], recordPath('contracts/', id), contractReplySchema, {
      fallback: CONTRACT_FALLBACKS.detail,
    }),
  renewals: (query: RenewalsQuery = {}) =>
    apiQuery([...contractQueries.all(), 'renewals', query], 'contracts/renewals/', renewalsSchema, {
      searchParams: { ...query },
      fallback: CONTRACT_FALLBACKS.renewals,
    }),
  spend: () =>
    apiQuery([...contractQueries.all(), 'spend'], 'contracts/spend/', spendByMonthSchema, {
      fallback: CONTRACT_FALLBACKS.spend,
    }),
  documents: (contractId: string) =>
    apiQuery(['contract-documents', contractId], 'uploads/', documentListSchema, {
      searchParams: { contract: contractId },
      fallback: CONTRACT_FALLBACKS.documents,
    }),
};
