import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FORM_TOKEN_MAX_AGE_MS, FORM_TOKEN_MIN_AGE_MS, MAX_CHALLENGE_BITS } from '@rawi/proto';

/** What a form token says once its signature and age are checked. */
export type TokenReading =
  | { valid: true; nonce: string; issuedAt: number; bits: number }
  | { valid: false; reason: 'forged' | 'too_fast' | 'stale' };

export interface FormTokens {
  /** A token issued at `now` asking `bits` of work; `now` is for tests that need an older one. */
  issue(bits: number, now?: number): string;
  read(token: string, now?: number): TokenReading;
}

const TOKEN = /^(\d{13})\.([A-Za-z0-9_-]{22})\.(\d{1,2})\.([A-Za-z0-9_-]{43})$/;

/**
 * Form tokens `<issued ms>.<nonce>.<bits>.<HMAC-SHA256>`: the time the form was given out, a
 * random nonce (each token is used once) and the puzzle's difficulty, signed with `secret`.
 */
export function formTokens(secret: string): FormTokens {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    issue(bits, now = Date.now()) {
      const payload = `${now}.${randomBytes(16).toString('base64url')}.${Math.min(bits, MAX_CHALLENGE_BITS)}`;
      return `${payload}.${sign(payload)}`;
    },
    read(token, now = Date.now()) {
      const match = TOKEN.exec(token);
      if (!match) return { valid: false, reason: 'forged' };
      const [, issued = '', nonce = '', bits = '', signature = ''] = match;
      const expected = Buffer.from(sign(`${issued}.${nonce}.${bits}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { valid: false, reason: 'forged' };
      }
      const age = now - Number(issued);
      if (age < FORM_TOKEN_MIN_AGE_MS) return { valid: false, reason: 'too_fast' };
      if (age >= FORM_TOKEN_MAX_AGE_MS) return { valid: false, reason: 'stale' };
      return { valid: true, nonce, issuedAt: Number(issued), bits: Number(bits) };
    },
  };
}

/** A keyed digest of a client address or email: enough to count, nothing to read back. */
export const pseudonym = (secret: string, value: string) =>
  createHmac('sha256', secret).update(`pseudonym:${value}`).digest('base64url').slice(0, 32);
