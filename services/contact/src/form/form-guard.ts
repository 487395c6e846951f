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

export interface FormGuard {
  tokens: FormTokens;
  /** A token for a client, its difficulty raised by the client's recent messages. */
  tokenFor(client: string, now?: number): Promise<string>;
  /** Undefined when the message may be stored; otherwise why it is a script's. */
  check(
    input: ContactMessageInput,
    client: string,
    idempotencyKey: string | undefined,
    now?: number,
  ): Promise<BotReason | undefined>;
  /** Drops the record of tokens that are stale anyway. */
  forgetExpired(now?: number): Promise<number>;
}

export function formGuard(secret: string, freeMessages = FREE_MESSAGES_PER_HOUR): FormGuard {
  const tokens = formTokens(secret);
  const difficulty = (recent: number) => difficultyFor(recent, freeMessages);
  const since = (now: number) => new Date(now - RATE_WINDOW_MS);
  const recentFrom = (field: 'client' | 'sender', key: string, now: number) =>
    FormNonceModel.countDocuments({ [field]: key, usedAt: mongoose.trusted({ $gt: since(now) }) });

  return {
    tokens,
    async tokenFor(client, now = Date.now()) {
      return tokens.issue(difficulty(await recentFrom('client', pseudonym(secret, client), now)), now);
    },
    async check(input, client, idempotencyKey, now = Date.now()) {
      if (input.website) return 'honeypot';
      if (!input.formToken) return 'no_token';
      const token = tokens.read(input.formToken, now);
      if (!token.valid) return token.reason;
      const sender = pseudonym(secret, input.email.trim().toLowerCase());
      const bySender = await recentFrom('sender', sender, now);
      // Counted again on arrival, so tokens gathered while the count was low ask their due too.
      const byClient = await recentFrom('client', pseudonym(secret, client), now);
      const bits = Math.max(token.bits, difficulty(bySender), difficulty(byClient));
      try {
        await FormNonceModel.create({
          _id: token.nonce,
          client: pseudonym(secret, client),
          sender,
          ...(idempotencyKey ? { idempotencyKey } : {}),
          usedAt: new Date(now),
          expiresAt: new Date(token.issuedAt + FORM_TOKEN_MAX_AGE_MS),
        });
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        // The same message retried (same Idempotency-Key) may reuse its token; anything else is a replay.
        const used = await FormNonceModel.findById(token.nonce).lean();
        if (!idempotencyKey || used?.idempotencyKey !== idempotencyKey) return 'replayed';
      }
      if (!(await solvesChallenge(input.formToken, input.proof ?? '', bits))) return 'challenge';
      return undefined;
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
