import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { serverErrors } from '@/lib/server-errors';

/** A vendor or a category: what the delete dialog names and counts. */
export interface DeletableRecord {
  id: string;
  name: string;
  /** How many apps in the catalogue use it. */
  item_count: number;
}

export interface DeleteRecordDialogProps {
  /** What is deleted, in lower case: 'vendor', 'category'. */
  noun: string;
  record: DeletableRecord;
  /** The delete mutation's call; rejects with the server's refusal. */
  onDelete: (record: { id: string; name: string }) => Promise<unknown>;
  busy: boolean;
  /** The call's own text for a refusal that says nothing. */
  fallback: string;
  onClose: () => void;
}

/**
 * Asks before deleting a vendor or a category. The server refuses while apps still use it: its
 * reason is shown in the dialog, which stays open. Focus starts on Cancel.
 */
export function DeleteRecordDialog({
  noun,
  record,
  onDelete,
  busy,
  fallback,
  onClose,
}: DeleteRecordDialogProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const apps = record.item_count;
  return (
    <ConfirmDialog
      title={`Delete ${record.name}?`}
      message={
        apps > 0
          ? `${apps === 1 ? '1 app in the catalogue still uses' : `${apps} apps in the catalogue still use`} this ${noun}: move them to another ${noun} first.`
          : `The ${noun} is removed for good.`
      }
      confirmLabel={`Delete ${noun}`}
      pending={busy}
      error={refusal}
      onConfirm={() => {
        setRefusal(null);
        onDelete(record).then(onClose, (error: unknown) =>
          setRefusal(serverErrors(error, { fallback }).form),
        );
      }}
      onClose={onClose}
    />
  );
}
