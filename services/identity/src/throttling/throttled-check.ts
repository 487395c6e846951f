/**
 * The one rule for every check of a secret: a password at sign-in, and every code (the sign-in
 * code step, enrolment at sign-in, confirming setup, switching 2FA off, recovery codes).
 *
 * Before the check: 429 while this account from this address, or this address, is locked; from
 * an address the account has not signed in from before, a password check takes the account's
 * next slot (password-check-budget.ts) and waits for the account's failure delay. The attempt
 * is then counted on the account, the pair and the address before the secret is looked at, so
 * checks arriving together cannot all slip under a lock none of them has counted yet. A wrong
 * secret stays counted as a failure; a right one, or a check that gave no verdict, is forgiven.
 */
import { counter, errors, recordEvent, type OutboxRelay } from '@rawi/kit';
import { SUBJECTS, type EventPayloads } from '@rawi/proto';
import {
  accountClientThrottleKey,
  accountDelayMs,
  accountThrottleKey,
  clientThrottleKey,
  countAttempt,
  forgiveAttempt,
  LOGIN_THROTTLE,
  lockRemainingMs,
} from './login-throttle.ts';
import { isKnownAddress, reservePasswordCheck, returnPasswordCheck } from './password-check-budget.ts';

export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please try again later.';

/**
 * The throttle keys of one check: the account (whose failures only slow it down), the
 * account from this address, and this address (both of which lock).
 */
export const throttleKeysOf = (username: string, clientAddress: string) => ({
  account: accountThrottleKey(username),
  pair: accountClientThrottleKey(username, clientAddress),
  client: clientThrottleKey(clientAddress),
});

type FailureReason = EventPayloads['user.sign-in-failed']['reason'];

/** Sign-ins by result: success, a wrong password or code (credentials, code), refused while locked. */
export const signIns = counter('identity_sign_ins_total', 'Sign-in attempts by result', ['result']);

/** Records a failed check for the activity log (the name tried, cut to a sane length). */
async function recordCheckFailure(relay: OutboxRelay | undefined, username: string, reason: FailureReason) {
  signIns.inc({ result: reason });
  await recordEvent(
    relay,
    SUBJECTS.userSignInFailed,
    { username: username.slice(0, 100), reason },
    { meta: { actor: null } },
  );
}

export interface CheckSubject {
  /** The account the secret belongs to, as typed (unknown names are throttled alike). */
  username: string;
  clientAddress: string;
  relay: OutboxRelay | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits, or refuses with 429, as the rule says for a check of this kind from this address;
 * answers whether the check took one of the account's password slots.
 */
async function admit(subject: CheckSubject, kind: 'password' | 'code'): Promise<boolean> {
  const { username, clientAddress, relay } = subject;
  const { pair, client } = throttleKeysOf(username, clientAddress);
  const refuse = async (retryAfterMs: number): Promise<never> => {
    await recordCheckFailure(relay, username, 'locked');
    throw errors.tooManyRequests(TOO_MANY_ATTEMPTS, retryAfterMs / 1000);
  };
  const lockedMs = await lockRemainingMs([pair, client]);
  if (lockedMs > 0) await refuse(lockedMs);
  // The owner, back at an address they signed in from, is not slowed by anyone else's guesses.
  if (await isKnownAddress(username, clientAddress)) return false;
  let waitMs = 0;
  if (kind === 'password') {
    const slot = await reservePasswordCheck(username);
    if (!slot.granted) await refuse(slot.retryAfterMs);
    else waitMs = slot.waitMs;
  }
  waitMs = Math.max(waitMs, await accountDelayMs(username));
  if (waitMs > 0) await sleep(waitMs);
  return kind === 'password';
}

/**
 * Runs one check of a secret under the rule and answers its value; `accepted` tells a right
 * answer from a wrong one (by default, a truthy value is right).
 */
export async function throttledCheck<T>(
  subject: CheckSubject,
  kind: 'password' | 'code',
  check: () => Promise<T>,
  accepted: (value: T) => boolean = Boolean,
): Promise<T> {
  const tookSlot = await admit(subject, kind);
  const { username, clientAddress, relay } = subject;
  const keys = throttleKeysOf(username, clientAddress);
  const [accountCount, pairCount, clientCount] = await Promise.all([
    countAttempt(keys.account),
    countAttempt(keys.pair),
    countAttempt(keys.client),
  ]);
  const forgive = () =>
    Promise.all([
      forgiveAttempt(keys.account, accountCount),
      forgiveAttempt(keys.pair, pairCount),
      forgiveAttempt(keys.client, clientCount),
    ]);
  if (pairCount > keys.pair.limit || clientCount > keys.client.limit) {
    await forgive();
    const lockedMs = await lockRemainingMs([keys.pair, keys.client]);
    await recordCheckFailure(relay, username, 'locked');
    throw errors.tooManyRequests(TOO_MANY_ATTEMPTS, (lockedMs || LOGIN_THROTTLE.windowMs) / 1000);
  }
  let value: T;
  try {
    value = await check();
  } catch (error) {
    await forgive();
    throw error;
  }
  if (accepted(value)) {
    await forgive();
    if (tookSlot) await returnPasswordCheck(username);
  } else await recordCheckFailure(relay, username, kind === 'password' ? 'credentials' : 'code');
  return value;
}
