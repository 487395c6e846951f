/**
 * A CSV of redirects: one per line, `from,to,language` (language may be left out: English), a
 * first line naming the columns skipped, fields quoted with `"` where they hold a comma or a
 * quote (`""` inside). Blank lines are skipped; lines keep their numbers for the error report.
 */
import { REDIRECT_CSV_COLUMNS } from '@rawi/proto';

export interface CsvLine {
  /** 1-based, as an editor's spreadsheet numbers it. */
  line: number;
  fields: string[];
}

/** Splits the text into lines of fields, quotes honoured (a quoted field may hold a line break). */
function parse(text: string): CsvLine[] {
  const lines: CsvLine[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endLine = () => {
    endField();
    if (fields.some((value) => value.trim() !== '')) lines.push({ line: startLine, fields });
    fields = [];
  };
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      endLine();
      line += 1;
      startLine = line;
    } else field += char;
  }
  endLine();
  return lines;
}

const isHeader = (fields: string[]) =>
  REDIRECT_CSV_COLUMNS.slice(0, 2).every(
    (column, index) => (fields[index] ?? '').trim().toLowerCase() === column,
  );

/** The lines of redirects in a CSV's text (its header line left out). */
export function redirectCsvLines(text: string): CsvLine[] {
  const lines = parse(text);
  return lines.length > 0 && isHeader(lines[0]?.fields ?? []) ? lines.slice(1) : lines;
}
