import { randomBytes } from 'node:crypto';
import {
  FORM_TOKEN_MAX_AGE_MS,
  MAX_CHALLENGE_BITS,
  solvesChallenge,
  type ContactMessageInput,
} from '@rawi/proto';
import { counter, isDuplicateKeyError } from '@rawi/kit';
import mongoose from 'mongoose';
import { FormNonceModel } from '../models/form-nonce.ts';
import { formTokens, pseudonym, type FormTokens } from './form-token.ts';

/** Why a message was taken for a script's (the metric's label and the log's field). */
export type BotReason = 'honeypot' | 'no_token' | 'forged' | 'too_fast' | 'stale' | 'replayed' | 'challenge';

/** The window in which messages from one client or sender are counted. */
const RATE_WINDOW_MS = 60 * 60 * 1000;
/** Messages per hour from one client or sender that cost nothing (CONTACT_FREE_MESSAGES_PER_HOUR). */
export const FREE_MESSAGES_PER_HOUR = 3;
/**
 * Messages per hour one client or sender may send without JavaScript. The page is the same for
 * every visitor, so such a post carries no token: no puzzle and no fill time prove a person, and
 * the address and sender counts are the only guard left. So they are counted on their own and
 * stop there, where the form with JavaScript goes on with puzzles of rising difficulty.
 */
export const NO_SCRIPT_MESSAGES_PER_HOUR = 3;

/**
 * The puzzle's difficulty after `recent` messages within the hour from one client or sender:
 * none for the first `free` (a person never notices), then 8 bits (about 256 hashes), two more
 * bits for each further message, up to MAX_CHALLENGE_BITS.
 */
export function difficultyFor(recent: number, free = FREE_MESSAGES_PER_HOUR): number {
  return recent < free ? 0 : Math.min(MAX_CHALLENGE_BITS, 8 + 2 * (recent - free));
}

export const botSubmissions = counter(
  'contact_bot_submissions_total',
  'Contact messages taken for a script and not stored, by reason',
  ['reason'],
);

/**
 * What the guard makes of a message: a person's (store it); a script's (answered like a person,
 * not stored); one whose proof solved its token's puzzle while the sender's recent messages
 * now ask more, answered with a new token asking the work now due (`formToken`, `bits`); or a
 * post without JavaScript over its hourly allowance (refused, visibly: it may be a person's).
 */
export type GuardVerdict =
  | { kind: 'person' }
  | { kind: 'script'; reason: BotReason }
  | { kind: 'moreWork'; formToken: string; bits: number }
  | { kind: 'overAllowance' };

export interface FormGuard {
  tokens: FormTokens;
  /** A token for a client, its difficulty raised by the client's recent messages. */
  tokenFor(client: string, now?: number): Promise<string>;
  /** Whether the message may be stored, is a script's, or owes more work first. */
  check(
    input: ContactMessageInput,
    client: string,
    idempotencyKey: string | undefined,
    now?: number,
  ): Promise<GuardVerdict>;
  /**
   * The page's own form post, sent without JavaScript and so without a token: a person's while
   * the client and the sender are within NO_SCRIPT_MESSAGES_PER_HOUR (counted as the others
   * are), over it refused; the honeypot still catches scripts.
   */
  checkWithoutScript(input: ContactMessageInput, client: string, now?: number): Promise<GuardVerdict>;
  /** Drops the record of tokens that are stale anyway. */
  forgetExpired(now?: number): Promise<number>;
}

const script = (reason: BotReason): GuardVerdict => ({ kind: 'script', reason });

export function formGuard(
  secret: string,
  freeMessages = FREE_MESSAGES_PER_HOUR,
  noScriptMessages = NO_SCRIPT_MESSAGES_PER_HOUR,
): FormGuard {
  const tokens = formTokens(secret);
  const difficulty = (recent: number) => difficultyFor(recent, freeMessages);
  const since = (now: number) => new Date(now - RATE_WINDOW_MS);
  /** Messages within the hour from one client or sender, the one using token `nonce` aside. */
  const recentFrom = (field: 'client' | 'sender', key: string, now: number, nonce?: string) =>
    FormNonceModel.countDocuments({
      [field]: key,
      usedAt: mongoose.trusted({ $gt: since(now) }),
      ...(nonce ? { _id: mongoose.trusted({ $ne: nonce }) } : {}),
    });
  /** Messages posted without JavaScript within the hour from one client or sender. */
  const recentWithoutScript = (field: 'client' | 'sender', key: string, now: number) =>
    FormNonceModel.countDocuments({
      [field]: key,
      withoutScript: true,
      usedAt: mongoose.trusted({ $gt: since(now) }),
    });

  return {
    tokens,
    async tokenFor(client, now = Date.now()) {
      return tokens.issue(difficulty(await recentFrom('client', pseudonym(secret, client), now)), now);
    },
    async check(input, client, idempotencyKey, now = Date.now()) {
      if (input.website) return script('honeypot');
      if (!input.formToken) return script('no_token');
      const token = tokens.read(input.formToken, now);
      if (!token.valid) return script(token.reason);
      const proof = input.proof ?? '';
      const clientKey = pseudonym(secret, client);
      const sender = pseudonym(secret, input.email.trim().toLowerCase());
      /** Whether the token was used before by anything but this same message retried. */
      const usedElsewhere = async () => {
        const used = await FormNonceModel.findById(token.nonce).lean();
        return Boolean(used) && (!idempotencyKey || used?.idempotencyKey !== idempotencyKey);
      };
      /** Records the token as used (once): false when it already was, by another message. */
      const spend = async () => {
        try {
          await FormNonceModel.create({
            _id: token.nonce,
            client: clientKey,
            sender,
            ...(idempotencyKey ? { idempotencyKey } : {}),
            usedAt: new Date(now),
            expiresAt: new Date(token.issuedAt + FORM_TOKEN_MAX_AGE_MS),
          });
          return true;
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
          // The same message retried (same Idempotency-Key) may reuse its token; anything else is a replay.
          return !(await usedElsewhere());
        }
      };

      // A wrong answer to the token's own puzzle is a script's: the token is spent and counts.
      if (!(await solvesChallenge(input.formToken, proof, token.bits))) {
        return script((await spend()) ? 'challenge' : 'replayed');
      }
      // Counted again on arrival, so tokens gathered while the count was low ask their due too.
      const bySender = await recentFrom('sender', sender, now, token.nonce);
      const byClient = await recentFrom('client', clientKey, now, token.nonce);
      const due = Math.max(difficulty(bySender), difficulty(byClient));
      if (due > token.bits && !(await solvesChallenge(input.formToken, proof, due))) {
        if (await usedElsewhere()) return script('replayed');
        // The form solved what it was asked: it is asked again, never dropped, and nothing is
        // recorded (the message is not sent yet). The new token keeps the form's issue time: the
        // fill time it passed still holds, and it goes stale when the form's first token would.
        return { kind: 'moreWork', formToken: tokens.issue(due, token.issuedAt), bits: due };
      }
      return (await spend()) ? { kind: 'person' } : script('replayed');
    },
    async checkWithoutScript(input, client, now = Date.now()) {
      if (input.website) return script('honeypot');
      const clientKey = pseudonym(secret, client);
      const sender = pseudonym(secret, input.email.trim().toLowerCase());
      const recent = Math.max(
        await recentWithoutScript('sender', sender, now),
        await recentWithoutScript('client', clientKey, now),
      );
      if (recent >= noScriptMessages) return { kind: 'overAllowance' };
      // A record of its own, as a token's would be: it counts towards both allowances.
      await FormNonceModel.create({
        _id: `no-script-${randomBytes(16).toString('base64url')}`,
        client: clientKey,
        sender,
        withoutScript: true,
        usedAt: new Date(now),
        expiresAt: new Date(now + RATE_WINDOW_MS),
      });
      return { kind: 'person' };
    },
    async forgetExpired(now = Date.now()) {
      const { deletedCount } = await FormNonceModel.deleteMany({
        expiresAt: mongoose.trusted({ $lte: new Date(now) }),
      });
      return deletedCount;
    },
  };
}

const settings = () => mongoose.connection.collection<{ _id: string; value: string }>('contact_settings');

/**
 * The secret CONTACT_FORM_SECRET names, or else one made once and kept in the database: the
 * insert with a fixed _id makes every replica agree on the first one written.
 */
export async function formSecret(configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const id = 'form-token-secret';
  try {
    await settings().insertOne({ _id: id, value: randomBytes(32).toString('base64url') });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  const stored = await settings().findOne({ _id: id });
  if (!stored) throw new Error('the contact form secret could not be stored');
  return stored.value;
}
