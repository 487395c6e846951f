/** Saves a file the page already holds (an export) through the browser's download. */
export function downloadFile(filename: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next task, after the browser has started the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads a value as a pretty-printed JSON file (the hero's 'Export Content', a sender's data). */
export function downloadJson(filename: string, value: unknown): void {
  downloadFile(filename, new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }));
}

/** Today as YYYY-MM-DD, for export file names. */
export const today = () => new Date().toISOString().slice(0, 10);
