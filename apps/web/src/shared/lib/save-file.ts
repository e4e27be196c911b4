import type { DownloadedFile } from '../api/downloads';

/**
 * How long the object URL outlives the click: revoking it at once can cancel a download that
 * the browser has not started yet (FileSaver.js waits 40 s as well).
 */
const REVOKE_AFTER_MS = 40_000;

/** Hands a downloaded file to the browser's save flow under its own name. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
