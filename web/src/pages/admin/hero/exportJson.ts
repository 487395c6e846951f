/** Downloads a value as a pretty-printed JSON file (the hero's 'Export Content'). */
export function downloadJson(filename: string, value: unknown): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next task, after the browser has started the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
