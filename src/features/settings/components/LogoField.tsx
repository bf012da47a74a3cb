import { Building2, ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { FileDropZone } from '@/components/ui/FileDropZone';
import { LOGO_ACCEPT, LOGO_MESSAGES, logoFileProblem } from '../model/form-rules';

export interface LogoDraft {
  /** The chosen image, not saved yet. */
  file: File | null;
  /** Its object URL for the preview. */
  previewUrl: string | null;
  /** The saved logo is to be removed. */
  removed: boolean;
  error: string | null;
}

/** The logo being edited: a checked file with its preview URL, revoked when replaced or unmounted. */
export function useLogoDraft() {
  const [draft, setDraft] = useState<LogoDraft>({
    file: null,
    previewUrl: null,
    removed: false,
    error: null,
  });
  const urlRef = useRef<string | null>(null);

  const revoke = () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  };
  useEffect(() => revoke, []);

  return {
    draft,
    choose(files: readonly File[]) {
      if (files.length === 0) return;
      if (files.length > 1) return setDraft((current) => ({ ...current, error: LOGO_MESSAGES.many }));
      const file = files[0]!;
      const problem = logoFileProblem(file);
      if (problem) return setDraft((current) => ({ ...current, error: problem }));
      revoke();
      urlRef.current = URL.createObjectURL(file);
      setDraft({ file, previewUrl: urlRef.current, removed: false, error: null });
    },
    remove() {
      revoke();
      setDraft({ file: null, previewUrl: null, removed: true, error: null });
    },
    /** After a save: the tenant's logo is the truth again. */
    reset() {
      revoke();
      setDraft({ file: null, previewUrl: null, removed: false, error: null });
    },
  };
}

interface LogoFieldProps {
  /** The saved logo (a data URL or an image URL), if any. */
  currentLogo: string | null;
  companyName: string;
  draft: LogoDraft;
  disabled: boolean;
  onChoose: (files: readonly File[]) => void;
  onRemove: () => void;
  /** A server message about the logo. */
  serverError?: string | null;
}

/** Logo upload: choose or drop one image; the preview shows before anything is saved. */
export function LogoField({
  currentLogo,
  companyName,
  draft,
  disabled,
  onChoose,
  onRemove,
  serverError,
}: LogoFieldProps) {
  const id = useId();
  const shown = draft.previewUrl ?? (draft.removed ? null : currentLogo);
  const error = draft.error ?? serverError ?? null;

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Company logo
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
          {shown ? (
            <img
              src={shown}
              alt={draft.previewUrl ? 'Company logo preview' : `${companyName} logo`}
              className="size-full object-contain"
            />
          ) : (
            <Building2 aria-hidden="true" className="size-8 text-slate-500 dark:text-slate-400" />
          )}
        </div>
        <FileDropZone
          id={id}
          accept={LOGO_ACCEPT}
          disabled={disabled}
          errorId={error ? `${id}-message` : undefined}
          onChoose={onChoose}
          className="flex min-w-64 flex-1 flex-col gap-2 p-4 text-sm"
          chooseLabel={
            !disabled && (
              <>
                <ImageUp aria-hidden="true" className="size-4" />
                Choose image
              </>
            )
          }
          actions={
            shown && (
              <Button variant="ghost" onClick={onRemove}>
                <Trash2 aria-hidden="true" className="size-4" />
                Remove logo
              </Button>
            )
          }
        >
          <p className="text-slate-700 dark:text-slate-200">
            {disabled ? 'The logo shown on your company’s pages.' : 'Drop an image here, or choose one.'}{' '}
            <span className="text-slate-600 dark:text-slate-300">PNG, JPG, SVG or WebP, up to 1 MB.</span>
          </p>
        </FileDropZone>
      </div>
      {draft.file && !error && (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
          {draft.file.name} will be saved with the profile.
        </p>
      )}
      {draft.removed && !error && (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
          The logo will be removed when you save.
        </p>
      )}
      {error && (
        <p id={`${id}-message`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
