import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from './Button';

export interface FileDropZoneProps {
  /** The hidden file input's id, for the label that names it. */
  id: string;
  accept: string;
  disabled?: boolean;
  /** The id of the message that refused the last choice, if any (marks the input invalid). */
  errorId?: string;
  onChoose: (files: readonly File[]) => void;
  /** The zone's layout (its dashed border and the highlight while dragging are its own). */
  className: string;
  /** What the zone says (what to drop, which files are taken). */
  children: ReactNode;
  /** The words of the button that opens the browser's file picker; no button without them. */
  chooseLabel?: ReactNode;
  /** More buttons beside it (e.g. a way to remove the current file). */
  actions?: ReactNode;
  /** The input's own name, when no visible label names it alone ('CSV file'). */
  inputLabel?: string;
  /** While a chosen file is read: the zone takes nothing and its button shows a spinner. */
  busy?: boolean;
  /** The choose button is what a dialog focuses first (`data-autofocus`). */
  chooseAutoFocus?: boolean;
}

/**
 * Where files are dropped or chosen: a dashed zone around a hidden file input. The same file can be
 * chosen again after a refusal, because the input forgets each choice once it is handed on.
 */
export function FileDropZone({
  id,
  accept,
  disabled = false,
  errorId,
  onChoose,
  className,
  children,
  chooseLabel,
  actions,
  inputLabel,
  busy = false,
  chooseAutoFocus = false,
}: FileDropZoneProps) {
  const closed = disabled || busy;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!closed) onChoose(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!closed) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`${className} rounded-lg border-2 border-dashed ${
        dragging
          ? 'border-indigo-500 bg-indigo-50 dark:bg-indigo-950'
          : 'border-slate-300 dark:border-slate-600'
      }`}
    >
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        aria-label={inputLabel}
        className="sr-only"
        tabIndex={-1}
        disabled={closed}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => {
          onChoose(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      {children}
      {chooseLabel && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            busy={busy}
            data-autofocus={chooseAutoFocus || undefined}
            onClick={() => input.current?.click()}
          >
            {chooseLabel}
          </Button>
          {actions}
        </div>
      )}
    </div>
  );
}
