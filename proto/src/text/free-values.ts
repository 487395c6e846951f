/**
 * What a value without a fixed shape (a free-form content section, any JSON body) may hold: how
 * deep it nests, which keys it may use (no MongoDB operators, no prototype keys) and that its
 * texts follow the text rules. Walked without recursion, so a hostile value cannot overflow the stack.
 */
import { textProblem, type TextProblem } from './text-rules.ts';

/** The deepest nesting a JSON body may have; deeper bodies are refused before any validation. */
export const MAX_JSON_DEPTH = 32;

/**
 * Walks a value's objects and arrays without recursion (a 10,000-level value must not
 * overflow the stack), calling `visit` on each object key and each text; stops early when it
 * returns false. Returns false when the walk was stopped or the value is deeper than `maxDepth`.
 */
function walk(
  value: unknown,
  maxDepth: number,
  visit: (item: { key: string } | { text: string }) => boolean,
): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (!visit({ text: current })) return false;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth > maxDepth) return false;
    if (Array.isArray(current)) {
      for (const inner of current) stack.push([inner, depth + 1]);
      continue;
    }
    for (const [key, inner] of Object.entries(current)) {
      if (!visit({ key })) return false;
      stack.push([inner, depth + 1]);
    }
  }
  return true;
}

/** True when the value has more than `maxDepth` levels of nested objects and arrays. */
export function jsonDepthExceeds(value: unknown, maxDepth: number = MAX_JSON_DEPTH): boolean {
  return !walk(value, maxDepth, () => true);
}

/** Keys that reach an object's prototype when a stored value is later merged or assigned. */
const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Why a free-form value (a section without a fixed shape) may not be stored: a key with '.' or
 * a leading '$' (MongoDB operator injection), a prototype key, or a text (key or value) the
 * text rules refuse. Undefined when it may be stored.
 */
export function freeValueProblem(value: unknown): 'keyInvalid' | 'keyReserved' | TextProblem | undefined {
  let problem: 'keyInvalid' | 'keyReserved' | TextProblem | undefined;
  walk(value, Number.POSITIVE_INFINITY, (item) => {
    if ('key' in item) {
      if (item.key.includes('.') || item.key.startsWith('$')) problem = 'keyInvalid';
      else if (RESERVED_KEYS.has(item.key)) problem = 'keyReserved';
      else problem = textProblem(item.key, 'single');
    } else {
      problem = textProblem(item.text, 'multi');
    }
    return problem === undefined;
  });
  return problem;
}

/** True when no key anywhere in the value contains '.', starts with '$' or is a prototype key. */
export function hasSafeKeys(value: unknown): boolean {
  return walk(
    value,
    Number.POSITIVE_INFINITY,
    (item) =>
      !('key' in item) ||
      !(item.key.includes('.') || item.key.startsWith('$') || RESERVED_KEYS.has(item.key)),
  );
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
