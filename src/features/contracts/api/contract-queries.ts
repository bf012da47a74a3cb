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

export const LIST_CONTRACTS_FALLBACK = 'Unable to load contracts. Please try again';
export const FETCH_CONTRACT_FALLBACK = 'Unable to load the contract. Please try again';
export const LIST_DOCUMENTS_FALLBACK = 'Unable to load documents. Please try again';
export const FETCH_RENEWALS_FALLBACK = 'Unable to load renewals. Please try again';
export const FETCH_SPEND_FALLBACK = 'Unable to load spend. Please try again';

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
      ...apiGet('contracts/', contractListSchema, { searchParams: query, fallback: LIST_CONTRACTS_FALLBACK }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...contractQueries.all(), 'detail', id] as const,
      ...apiGet(`contracts/${encodeURIComponent(id)}/`, contractReplySchema, {
        fallback: FETCH_CONTRACT_FALLBACK,
      }),
    }),
  renewals: (query: RenewalsQuery = {}) =>
    queryOptions({
      queryKey: [...contractQueries.all(), 'renewals', query] as const,
      ...apiGet('contracts/renewals/', renewalsSchema, {
        searchParams: { ...query },
        fallback: FETCH_RENEWALS_FALLBACK,
      }),
    }),
  spend: () =>
    queryOptions({
      queryKey: [...contractQueries.all(), 'spend'] as const,
      ...apiGet('contracts/spend/', spendByMonthSchema, { fallback: FETCH_SPEND_FALLBACK }),
    }),
  documents: (contractId: string) =>
    queryOptions({
      queryKey: ['contract-documents', contractId] as const,
      ...apiGet('uploads/', documentListSchema, {
        searchParams: { contract: contractId },
        fallback: LIST_DOCUMENTS_FALLBACK,
      }),
    }),
};
