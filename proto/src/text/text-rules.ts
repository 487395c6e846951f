/**
 * What any text the product stores may contain. Control characters (a NUL, an escape, a CR LF
 * that turns a name into a mail header), lone UTF-16 surrogates (broken characters a database
 * driver silently replaces) and bidi controls left open (U+202E makes a title read backwards
 * up to the end of its line) are refused. Tabs and line breaks are fine where the text may span
 * lines; a balanced bidi pair is fine anywhere, since Arabic text may legitimately use one.
 */

/** Why a text is refused, as a key of the validation messages. */
export type TextProblem = 'singleLine' | 'controlCharacters' | 'brokenCharacters' | 'bidiUnbalanced';

export type TextLines = 'single' | 'multi';

/** Line breaks and the other paragraph separators of the bidi algorithm. */
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/;
/** C0 and C1 controls and DEL; TAB, LF and CR are allowed in multi-line text, TAB in single-line. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** With the `u` flag a surrogate only matches on its own: a pair forms one astral character. */
const LONE_SURROGATE = /\p{Cs}/u;
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
/** Where the bidi algorithm starts afresh: every embedding and isolate ends there. */
// eslint-disable-next-line no-control-regex
const PARAGRAPH_END = /[\n\r\u001c-\u001e\u0085\u2029]/;

const EMBEDDING_OPENERS = '\u202a\u202b\u202d\u202e'; // LRE, RLE, LRO, RLO
const POP_DIRECTIONAL_FORMATTING = '\u202c';
const ISOLATE_OPENERS = '\u2066\u2067\u2068'; // LRI, RLI, FSI
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * True when, within each paragraph, every embedding or override is closed by its PDF and every
 * isolate by its PDI, properly nested, and nothing is closed that was not opened.
 */
export function hasBalancedBidi(text: string): boolean {
  if (!BIDI_CONTROL.test(text)) return true;
  for (const paragraph of text.split(PARAGRAPH_END)) {
    const open: Array<'embedding' | 'isolate'> = [];
    for (const char of paragraph) {
      if (EMBEDDING_OPENERS.includes(char)) open.push('embedding');
      else if (ISOLATE_OPENERS.includes(char)) open.push('isolate');
      else if (char === POP_DIRECTIONAL_FORMATTING) {
        if (open.pop() !== 'embedding') return false;
      } else if (char === POP_DIRECTIONAL_ISOLATE) {
        if (open.pop() !== 'isolate') return false;
      }
    }
    if (open.length) return false;
  }
  return true;
}

/** The first reason the text may not be stored, or undefined when it may. */
export function textProblem(text: string, lines: TextLines): TextProblem | undefined {
  if (lines === 'single' && LINE_BREAK.test(text)) return 'singleLine';
  if (CONTROL.test(text)) return 'controlCharacters';
  if (LONE_SURROGATE.test(text)) return 'brokenCharacters';
  if (!hasBalancedBidi(text)) return 'bidiUnbalanced';
  return undefined;
}
