/** Text typed one item per line: each line trimmed, blank lines dropped. */
export function parseLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function linesText(items: readonly string[] | undefined): string {
  return (items ?? []).join('\n');
}
