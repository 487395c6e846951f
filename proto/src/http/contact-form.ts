/**
 * The contact form's defences without third parties, as both sides must agree on them: a signed,
 * server-issued form token (`<issued ms>.<nonce>.<bits>.<signature>`) that must be at least
 * FORM_TOKEN_MIN_AGE_MS old and younger than FORM_TOKEN_MAX_AGE_MS when the message arrives,
 * used once; a hidden `website` field people leave empty; and a hash puzzle whose difficulty
 * (leading zero bits of SHA-256 over `<token>:<solution>`) the token carries.
 */

/** A message sent sooner than this after its form token was issued is a script's. */
export const FORM_TOKEN_MIN_AGE_MS = 3000;
/** A form token older than this is stale (the page was left open too long, or it was harvested). */
export const FORM_TOKEN_MAX_AGE_MS = 2 * 60 * 60 * 1000;
/** The hidden field a person never fills (named like a real one so scripts do). */
export const HONEYPOT_FIELD = 'website';
/** The hardest puzzle the service ever asks (about a million hashes). */
export const MAX_CHALLENGE_BITS = 20;

/** Submissions kept for at most this many days by default (CONTACT_RETENTION_DAYS; 0 keeps them). */
export const CONTACT_RETENTION_DAYS = 365;

/** The columns of the submissions CSV export, in order: the submission's fields. */
export const SUBMISSION_CSV_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'company',
  'message',
  'status',
  'priority',
  'notes',
  'createdAt',
  'updatedAt',
] as const;

/** The puzzle's difficulty a form token carries (0 when it asks none, or is not a token). */
export function challengeBits(token: string): number {
  const bits = Number(token.split('.')[2]);
  return Number.isInteger(bits) && bits >= 0 && bits <= MAX_CHALLENGE_BITS ? bits : 0;
}

/** How many zero bits `bytes` starts with. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

const encoder = new TextEncoder();
const digest = async (text: string) =>
  new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text)));

/** Whether `solution` solves the token's puzzle. */
export async function solvesChallenge(token: string, solution: string, bits = challengeBits(token)) {
  return bits === 0 || leadingZeroBits(await digest(`${token}:${solution}`)) >= bits;
}

/**
 * The first counter that solves the token's puzzle (Web Crypto, no library): '' when the token
 * asks none. About 2^bits hashes; `signal` stops the search.
 */
export async function solveChallenge(token: string, signal?: AbortSignal): Promise<string> {
  const bits = challengeBits(token);
  if (bits === 0) return '';
  for (let counter = 0; ; counter += 1) {
    if (signal?.aborted) throw signal.reason ?? new Error('aborted');
    const solution = counter.toString(36);
    if (leadingZeroBits(await digest(`${token}:${solution}`)) >= bits) return solution;
  }
}
