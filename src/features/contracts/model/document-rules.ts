import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES } from '../api/schemas';

export const DOCUMENT_MESSAGES = {
  type: 'Only PDF, Office documents and images can be uploaded.',
  size: 'File must be 10 MB or smaller.',
  empty: 'The file is empty.',
} as const;

/** The extension of a file name, lower-cased, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Why a file may not be attached to a contract, or null when it may: only PDF, Office files, CSV and
 * images (by extension), and at most 10 MB. Checked before sending, so a refused file never travels;
 * the server checks the same.
 */
export function documentRefusal(file: { name: string; size: number }): string | null {
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return DOCUMENT_MESSAGES.type;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.size;
  if (file.size === 0) return DOCUMENT_MESSAGES.empty;
  return null;
}

/** '2.4 MB', '812 KB', '96 B'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
