import { pathOf, ROLES, STORAGE_KEYS, type User } from '@rawi/proto';
import { readStored, removeStored, writeStored } from '../lib/browserStorage';
import { parseJson } from '../lib/json';

/** The signed-in admin as stored under rawi-token and rawi-user (both or neither). */
export interface StoredSession {
  token: string;
  user: User;
}

/** A user as the API sends one: a name and a known role at least. */
export function isUser(value: unknown): value is User {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as Partial<User>;
  return (
    typeof candidate.username === 'string' &&
    candidate.username !== '' &&
    typeof candidate.role === 'string' &&
    (ROLES as readonly string[]).includes(candidate.role)
  );
}

/** The stored user, or undefined when the text is not JSON or not a user. */
export function parseStoredUser(text: string): User | undefined {
  const parsed = parseJson(text);
  return parsed && isUser(parsed.value) ? parsed.value : undefined;
}

export function clearStoredSession(): void {
  removeStored(STORAGE_KEYS.token);
  removeStored(STORAGE_KEYS.user);
}

export function storeSession({ token, user }: StoredSession): void {
  writeStored(STORAGE_KEYS.token, token);
  writeStored(STORAGE_KEYS.user, JSON.stringify(user));
}

/**
 * Restores the session when both a token and a user are stored. A user that cannot be parsed
 * removes both, so a half-broken session never lingers.
 */
export function readStoredSession(): StoredSession | undefined {
  const token = readStored(STORAGE_KEYS.token);
  const userText = readStored(STORAGE_KEYS.user);
  if (!token || !userText) return undefined;
  const user = parseStoredUser(userText);
  if (!user) {
    clearStoredSession();
    return undefined;
  }
  return { token, user };
}

/** The key of `GET /api/auth/me`'s reply among a page's reads: who an admin screen was drawn for. */
const DRAWN_FOR_KEY = pathOf('GET /api/auth/me');

/** The admin a server-drawn screen was drawn for, from its reads (undefined on any other page). */
export function drawnFor(reads: Record<string, unknown> | undefined): Partial<User> | undefined {
  const reply = reads?.[DRAWN_FOR_KEY] as { user?: Partial<User> } | null | undefined;
  return reply?.user ?? undefined;
}

/**
 * Whether the stored session is the admin's a screen was drawn for: a token, and a user of the
 * same name and role (what the panel's first screen shows of its user).
 */
export function storedSessionIs(user: Partial<User>): boolean {
  const stored = parseJson(readStored(STORAGE_KEYS.user) ?? '')?.value as Partial<User> | null | undefined;
  return (
    Boolean(readStored(STORAGE_KEYS.token)) &&
    stored?.username === user.username &&
    stored?.role === user.role
  );
}
