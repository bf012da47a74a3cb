import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-query';
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
    queryOptions({
      queryKey: [...contractQueries.lists(), query] as const,
      ...apiGet('contracts/', contractListSchema, { searchParams: query, fallback: CONTRACT_FALLBACKS.list }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...contractQueries.all(), 'detail', id] as const,
      ...apiGet(`contracts/${encodeURIComponent(id)}/`, contractReplySchema, {
        fallback: CONTRACT_FALLBACKS.detail,
      }),
    }),
  renewals: (query: RenewalsQuery = {}) =>
    queryOptions({
      queryKey: [...contractQueries.all(), 'renewals', query] as const,
      ...apiGet('contracts/renewals/', renewalsSchema, {
        searchParams: { ...query },
        fallback: CONTRACT_FALLBACKS.renewals,
      }),
    }),
  spend: () =>
    queryOptions({
      queryKey: [...contractQueries.all(), 'spend'] as const,
      ...apiGet('contracts/spend/', spendByMonthSchema, { fallback: CONTRACT_FALLBACKS.spend }),
    }),
  documents: (contractId: string) =>
    queryOptions({
      queryKey: ['contract-documents', contractId] as const,
      ...apiGet('uploads/', documentListSchema, {
        searchParams: { contract: contractId },
        fallback: CONTRACT_FALLBACKS.documents,
      }),
    }),
};
