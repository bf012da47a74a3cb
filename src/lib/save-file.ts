/** A file the app hands to the browser's downloads. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** Hands a file to the browser's downloads: an object URL behind a temporary `<a download>`. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; the download keeps its own reference.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
