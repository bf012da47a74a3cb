import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  /** Escape, a click outside and every close button call this. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** While a call it started runs, Escape and a click outside leave it open. */
  busy?: boolean;
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/**
 * A modal dialog: Headless UI traps focus inside, restores it on close, and labels the dialog with
 * its title and description. Focus starts on the element marked `data-autofocus`, else the first focusable.
 * It fits the screen at any size (a phone's included): a taller dialog scrolls inside.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  size = 'md',
  busy = false,
}: ModalProps) {
  return (
    // The dialog element itself covers the viewport, so it has a box (and counts as visible).
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      className="fixed inset-0 z-50 flex items-center justify-center p-4 max-xs:p-2"
    >
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <DialogPanel
        className={`relative max-h-full w-full ${widths[size]} overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-6 shadow-xl max-xs:p-4 dark:border-slate-700 dark:bg-slate-900`}
      >
        <DialogTitle className="text-lg font-semibold text-slate-900 dark:text-white">{title}</DialogTitle>
        {description && (
          <Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</Description>
        )}
        {children}
      </DialogPanel>
    </Dialog>
  );
}
