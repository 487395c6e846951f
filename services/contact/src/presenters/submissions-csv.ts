import { SUBMISSION_CSV_COLUMNS, type ContactSubmission } from '@rawi/proto';

/** Spreadsheets run a cell that starts like a formula: such text is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | undefined): string {
  const text = value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The submissions as CSV for a spreadsheet: UTF-8 with a byte-order mark (Excel then reads
 * Arabic correctly), a header row of the submission's fields, one row per submission, dates in
 * ISO 8601, CRLF line ends (RFC 4180).
 */
export function submissionsCsv(submissions: ContactSubmission[]): string {
  const rows = [
    SUBMISSION_CSV_COLUMNS.join(','),
    ...submissions.map((s) => SUBMISSION_CSV_COLUMNS.map((column) => cell(s[column])).join(',')),
  ];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
