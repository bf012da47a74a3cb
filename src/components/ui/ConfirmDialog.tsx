import type { ReactNode } from 'react';
import { FormAlert } from '@/components/form/FormAlert';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  /** Shown or not (default shown: the caller mounts it only while asking). */
  open?: boolean;
  /** The question ('Delete contract?'). */
  title: string;
  /** What confirming does, in a sentence or two. */
  message: ReactNode;
  /** The confirm button's words ('Delete contract'). */
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape and a click outside call this (not while `pending`). */
  onClose: () => void;
  /** While the confirmed call runs: the confirm button is busy and the dialog cannot be left. */
  pending?: boolean;
  /** The confirm button cannot be pressed yet (what it would do is still being worked out); Cancel can. */
  confirmDisabled?: boolean;
  /** The server's reason for a refusal, shown in the dialog (which stays open). */
  error?: string | null;
  /** `danger` (the default) for what cannot be undone; `primary` for anything else. */
  tone?: 'danger' | 'primary';
  /** More to show between the message and the buttons (e.g. the records it applies to). */
  children?: ReactNode;
  size?: 'sm' | 'md';
}

/**
 * The one "are you sure?" dialog. Focus starts on Cancel, so Enter right after opening never
 * confirms by accident; Headless UI keeps focus inside and gives it back on closing.
 */
export function ConfirmDialog({
  open = true,
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
  pending = false,
  confirmDisabled = false,
  error,
  tone = 'danger',
  children,
  size = 'sm',
}: ConfirmDialogProps) {
  return (
    <Modal open={open} size={size} busy={pending} onClose={onClose} title={title} description={message}>
      {children}
      {error && (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" data-autofocus onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant={tone} busy={pending} disabled={confirmDisabled} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
