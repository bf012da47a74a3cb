/**
 * Creating, editing and deleting contracts, and uploading and deleting their documents. A contract's
 * write changes its dates and costs, so on success every contract read (lists, calendar, spend) is
 * read again, and the tenant's figures (the dashboard's renewals). Saving is silent (the form shows
 * a refusal beside its fields and keeps what was typed); a refused delete toasts the server's reason.
 * Uploads are silent too: the documents dialog shows a refusal beside the file input.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { recordPath } from '@/lib/api-url';
import { request } from '@/lib/http';
import { notifySuccess } from '@/lib/notify';
import { upload } from '@/lib/upload';
import { tenantQueries } from '@/features/tenants';
import { contractQueries } from './contract-queries';
import {
  contractReplySchema,
  documentReplySchema,
  messageReplySchema,
  type Contract,
  type ContractDocument,
  type ContractInput,
} from './schemas';

export const CONTRACT_WRITE_FALLBACKS = {
  save: 'Unable to save the contract. Please try again',
  delete: 'Unable to delete the contract. Please try again',
  uploadDocument: 'Unable to upload the document. Please try again',
  deleteDocument: 'Unable to delete the document. Please try again',
} as const;

function refreshContracts(queryClient: QueryClient): Promise<unknown> {
  void queryClient.invalidateQueries({ queryKey: tenantQueries.current().queryKey });
  return queryClient.invalidateQueries({ queryKey: contractQueries.all() });
}

export function useCreateContractMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput) =>
      request('post', 'contracts/', contractReplySchema, {
        json: input,
        fallback: CONTRACT_WRITE_FALLBACKS.save,
      }),
    meta: { errorFallback: CONTRACT_WRITE_FALLBACKS.save, silentError: true },
    onSuccess: (reply) => {
      notifySuccess({ message: reply.message ?? `Contract for ${reply.contract.app.name} created.` });
      return refreshContracts(queryClient);
    },
  });
}

export function useUpdateContractMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ContractInput }) =>
      request('put', recordPath('contracts/', id), contractReplySchema, {
        json: input,
        fallback: CONTRACT_WRITE_FALLBACKS.save,
      }),
    meta: { errorFallback: CONTRACT_WRITE_FALLBACKS.save, silentError: true },
    onSuccess: (reply) => {
      notifySuccess({ message: reply.message ?? `Contract for ${reply.contract.app.name} saved.` });
      return refreshContracts(queryClient);
    },
  });
}

export function useDeleteContractMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contract: Pick<Contract, 'id'>) =>
      request('delete', recordPath('contracts/', contract.id), messageReplySchema, {
        fallback: CONTRACT_WRITE_FALLBACKS.delete,
      }),
    meta: { errorFallback: CONTRACT_WRITE_FALLBACKS.delete },
    onSuccess: (reply, contract) => {
      notifySuccess({ message: reply.message ?? 'Contract deleted.' });
      queryClient.removeQueries({ queryKey: contractQueries.documents(contract.id).queryKey });
      return refreshContracts(queryClient);
    },
  });
}

export interface UploadDocumentVariables {
  contractId: string;
  file: File;
  onProgress?: (sent: number, total: number) => void;
}

export function useUploadDocumentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, file, onProgress }: UploadDocumentVariables) => {
      const body = new FormData();
      body.append('file', file);
      body.append('contract', contractId);
      return upload('uploads/', body, documentReplySchema, {
        onProgress,
        fallback: CONTRACT_WRITE_FALLBACKS.uploadDocument,
      });
    },
    meta: { errorFallback: CONTRACT_WRITE_FALLBACKS.uploadDocument, silentError: true },
    onSuccess: (_reply, { contractId }) => {
      void queryClient.invalidateQueries({ queryKey: contractQueries.lists() });
      return queryClient.invalidateQueries({ queryKey: contractQueries.documents(contractId).queryKey });
    },
  });
}

export function useDeleteDocumentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: Pick<ContractDocument, 'id' | 'contract_id'>) =>
      request('delete', recordPath('uploads/', document.id), messageReplySchema, {
        fallback: CONTRACT_WRITE_FALLBACKS.deleteDocument,
      }),
    meta: { errorFallback: CONTRACT_WRITE_FALLBACKS.deleteDocument },
    onSuccess: (reply, document) => {
      notifySuccess({ message: reply.message ?? 'Document deleted.' });
      void queryClient.invalidateQueries({ queryKey: contractQueries.lists() });
      return queryClient.invalidateQueries({
        queryKey: contractQueries.documents(document.contract_id).queryKey,
      });
    },
  });
}
