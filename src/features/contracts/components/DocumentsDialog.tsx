import { useQuery } from '@tanstack/react-query';
import { Download, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { FileTypeIcon } from '@/components/ui/FileTypeIcon';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Modal } from '@/components/ui/Modal';
import { extractErrorText } from '@/lib/errors';
import { formatDay } from '@/lib/format';
import { download } from '@/lib/http';
import { notifyError } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';
import {
  CONTRACT_WRITE_FALLBACKS,
  useDeleteDocumentMutation,
  useUploadDocumentMutation,
} from '../api/contract-mutations';
import { CONTRACT_FALLBACKS, contractQueries } from '../api/contract-queries';
import { DOCUMENT_EXTENSIONS, type Contract, type ContractDocument } from '../api/schemas';
import { documentRefusal, formatBytes } from '../model/document-rules';

const ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

type UploadState =
  | { kind: 'idle' }
  | { kind: 'sending'; name: string; sent: number; total: number }
  | { kind: 'done'; name: string };

/**
 * A contract's documents: each with its file-type icon, size, who added it and when, a download and
 * (for those who may change the contract) a delete that asks first. Uploading shows the bytes sent
 * as a progress bar; a file of another type or over 10 MB is refused before it is sent, and the
 * server's refusal shows in the same place, beside the file input.
 */
export function DocumentsDialog({
  contract,
  canWrite,
  onClose,
}: {
  contract: Contract;
  canWrite: boolean;
  onClose: () => void;
}) {
  const documents = useQuery(contractQueries.documents(contract.id));
  const uploadDocument = useUploadDocumentMutation();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ContractDocument | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const busy = state.kind === 'sending';

  const send = (file: File | undefined) => {
    if (!file) return;
    const refused = documentRefusal(file);
    setRefusal(refused);
    if (refused) return;
    setState({ kind: 'sending', name: file.name, sent: 0, total: file.size });
    uploadDocument.mutate(
      {
        contractId: contract.id,
        file,
        onProgress: (sent, total) => setState({ kind: 'sending', name: file.name, sent, total }),
      },
      {
        onSuccess: () => setState({ kind: 'done', name: file.name }),
        onError: (error) => {
          setState({ kind: 'idle' });
          setRefusal(extractErrorText(error, CONTRACT_WRITE_FALLBACKS.uploadDocument));
        },
        onSettled: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  return (
    <Modal
      open
      size="lg"
      busy={busy}
      onClose={onClose}
      title={`Documents: ${contract.app.name}`}
      description="Contracts, quotes and invoices kept with this contract."
    >
      <div className="mt-5 space-y-5">
        <DocumentList
          documents={documents}
          canWrite={canWrite}
          onDelete={(document) => setConfirming(document)}
        />
        {canWrite && (
          <div className="space-y-2 rounded-md border border-slate-200 p-4 dark:border-slate-700">
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
              Upload a document
            </label>
            <p className="text-xs text-slate-600 dark:text-slate-300">
              PDF, Office files, CSV or images (jpg, png, gif), up to 10 MB.
            </p>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={ACCEPT}
              disabled={busy}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? errorId : undefined}
              onChange={(event) => send(event.currentTarget.files?.[0])}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-slate-200 dark:file:bg-indigo-900/60 dark:file:text-indigo-100"
            />
            {refusal && (
              <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
                {refusal}
              </p>
            )}
            {state.kind !== 'idle' && (
              <div className="space-y-1">
                <div className="flex items-center justify-between text-sm text-slate-700 dark:text-slate-200">
                  <span className="flex items-center gap-1">
                    <Upload aria-hidden="true" className="size-4" />
                    {state.name}
                  </span>
                  <span aria-live="polite">
                    {state.kind === 'done' ? 'Uploaded' : `${percent(state.sent, state.total)}%`}
                  </span>
                </div>
                <progress
                  aria-label={`Uploading ${state.name}`}
                  max={100}
                  value={state.kind === 'done' ? 100 : percent(state.sent, state.total)}
                  className="h-2 w-full overflow-hidden rounded-full accent-indigo-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-indigo-600 dark:[&::-webkit-progress-bar]:bg-slate-700 dark:[&::-webkit-progress-value]:bg-indigo-400"
                />
              </div>
            )}
          </div>
        )}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Close
          </Button>
        </div>
      </div>
      {confirming && <DeleteDocumentDialog document={confirming} onClose={() => setConfirming(null)} />}
    </Modal>
  );
}

const percent = (sent: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0;

function DocumentList({
  documents,
  canWrite,
  onDelete,
}: {
  documents: ReturnType<typeof useQuery<{ rows: ContractDocument[]; count: number }>>;
  canWrite: boolean;
  onDelete: (document: ContractDocument) => void;
}) {
  if (documents.isPending)
    return <p className="text-sm text-slate-600 dark:text-slate-300">Loading documents…</p>;
  if (documents.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {extractErrorText(documents.error, CONTRACT_FALLBACKS.documents)}
      </p>
    );
  if (documents.data.rows.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-300">No documents yet.</p>;
  return (
    <ul aria-label="Documents" className="divide-y divide-slate-200 dark:divide-slate-700">
      {documents.data.rows.map((document) => (
        <li key={document.id} className="flex items-center gap-3 py-2">
          <FileTypeIcon fileName={document.name} />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium text-slate-900 dark:text-slate-100">
              {document.name}
            </span>
            <span className="block text-xs text-slate-600 dark:text-slate-300">
              {formatBytes(document.size)} · {document.uploaded_by.first_name}{' '}
              {document.uploaded_by.last_name} · {formatDay(document.uploaded_at.slice(0, 10))}
            </span>
          </span>
          <button
            type="button"
            aria-label={`Download ${document.name}`}
            title="Download"
            onClick={() =>
              void download(document.url, { fallback: CONTRACT_FALLBACKS.document })
                .then(({ blob, filename }) => saveFile({ blob, filename: filename ?? document.name }))
                .catch((error: unknown) => notifyError(error, CONTRACT_FALLBACKS.document))
            }
            className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <Download aria-hidden="true" className="size-4" />
          </button>
          {canWrite && (
            <button
              type="button"
              aria-label={`Delete ${document.name}`}
              title="Delete"
              onClick={() => onDelete(document)}
              className="inline-flex size-8 items-center justify-center rounded-md text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-red-300 dark:hover:bg-red-950"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

function DeleteDocumentDialog({ document, onClose }: { document: ContractDocument; onClose: () => void }) {
  const remove = useDeleteDocumentMutation();
  return (
    <ConfirmDialog
      title="Delete document?"
      message={<>“{document.name}” will be removed for good.</>}
      confirmLabel="Delete document"
      pending={remove.isPending}
      onConfirm={() => remove.mutate(document, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
