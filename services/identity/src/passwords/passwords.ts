import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** OWASP's argon2id minimum: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;
/** A hash no password matches, so checking an unknown user costs as long as checking a known one. */
export function prepareDummyHash(): Promise<string> {
  return (dummyHash ??= hashPassword(randomBytes(32).toString('base64url')));
}

/** Checks a password against a user's hash, or against the dummy hash when there is no user. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  const matches = await argon2.verify(hash ?? (await prepareDummyHash()), password);
  return hash !== undefined && matches;
}

/** A strong password for the first admin when none is configured (144 random bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
