/**
 * A per-account budget of password checks from unknown addresses, shared by every replica and
 * every client address, so guessing spread over many addresses stays as slow as from one.
 *
 * Each check from an address the account has never signed in from reserves the account's next
 * slot (a generic cell rate: one slot every `intervalMs`, up to `burst` at once). A slot at most
 * `maxWaitMs` away is waited for; a later one is refused with its time (429 and Retry-After)
 * without checking the password and without being reserved, so refusals never push the slot
 * further. Over any `windowMs` that lets through at most `burst + windowMs / intervalMs` checks:
 * 30 in 15 minutes. Nothing is ever locked: the owner from a new address gets the next free slot.
 *
 * The owner is not slowed at all from an address they signed in from before (all factors): the
 * last `KNOWN_ADDRESSES_KEPT` such addresses are kept per account. Addresses rather than a
 * signed "known device" cookie, because the gateway already hands every service the client's
 * address it trusts, every client of the API (not only a browser keeping cookies) benefits, and
 * there is no second credential to sign, rotate and protect; an address is known only after a
 * complete sign-in, which the guesser by definition has not made.
 */
import mongoose from 'mongoose';
import { KnownAddressesModel } from '../models/known-address.ts';
import { PasswordCheckSlotModel } from '../models/password-check-slot.ts';
import { usernameKeyOf } from '../models/user.ts';

const WINDOW_MS = 15 * 60_000;
const CHECKS_PER_WINDOW = 30;
const BURST = 10;

export const PASSWORD_CHECK_BUDGET = {
  windowMs: WINDOW_MS,
  /** Checks from unknown addresses one account may have within any window. */
  checksPerWindow: CHECKS_PER_WINDOW,
  /** Checks allowed back to back before the spacing applies. */
  burst: BURST,
  /** The spacing of checks once the burst is spent (45 s). */
  intervalMs: WINDOW_MS / (CHECKS_PER_WINDOW - BURST),
  /** How long a check may be held for its slot before it is refused instead. */
  maxWaitMs: 3_000,
} as const;

/** How far ahead of now the account's next slot may be while a check still goes through. */
const TOLERANCE_MS = (PASSWORD_CHECK_BUDGET.burst - 1) * PASSWORD_CHECK_BUDGET.intervalMs;

/** Addresses kept per account, and for how long after their last sign-in they count. */
export const KNOWN_ADDRESSES_KEPT = 10;
export const KNOWN_ADDRESS_TTL_MS = 90 * 24 * 60 * 60_000;

export type SlotReservation = { granted: true; waitMs: number } | { granted: false; retryAfterMs: number };

/**
 * Reserves the account's next password check at `now` (milliseconds): granted with how long to
 * wait for its slot, or refused with when one is free. One atomic write per outcome; a
 * concurrent reservation that wins the race sends this one round again.
 */
export async function reservePasswordCheck(username: string, now = Date.now()): Promise<SlotReservation> {
  const { intervalMs, maxWaitMs } = PASSWORD_CHECK_BUDGET;
  const _id = usernameKeyOf(username);
  for (let round = 0; round < 5; round += 1) {
    // The slot is free now: the next one is one interval from now.
    const fresh = await PasswordCheckSlotModel.updateOne(
      { _id, nextCheckAt: mongoose.trusted({ $lt: now }) },
      { $set: { nextCheckAt: now + intervalMs } },
    );
    if (fresh.matchedCount === 1) return { granted: true, waitMs: 0 };
    // The slot is ahead, but near enough: take it and move it one interval on.
    const taken = await PasswordCheckSlotModel.findOneAndUpdate(
      { _id, nextCheckAt: mongoose.trusted({ $gte: now, $lte: now + TOLERANCE_MS + maxWaitMs }) },
      { $inc: { nextCheckAt: intervalMs } },
      { returnDocument: 'before' },
    ).lean();
    if (taken) return { granted: true, waitMs: Math.max(0, taken.nextCheckAt - TOLERANCE_MS - now) };
    const current = await PasswordCheckSlotModel.findById(_id).lean();
    if (current) {
      if (current.nextCheckAt > now + TOLERANCE_MS + maxWaitMs)
        return { granted: false, retryAfterMs: current.nextCheckAt - TOLERANCE_MS - now };
      continue;
    }
    try {
      await PasswordCheckSlotModel.create({ _id, nextCheckAt: now + intervalMs });
      return { granted: true, waitMs: 0 };
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }
  // Five lost races in a row: the account is being checked as fast as it can be.
  return { granted: false, retryAfterMs: intervalMs };
}

/**
 * Gives back the slot a right password took: only guesses spend the budget, so the owner signing
 * in from one new address after another is never made to wait (a guesser never gets one back).
 * A slot given back into the past is harmless: the next check starts the spacing from now.
 */
export async function returnPasswordCheck(username: string): Promise<void> {
  await PasswordCheckSlotModel.updateOne(
    { _id: usernameKeyOf(username) },
    { $inc: { nextCheckAt: -PASSWORD_CHECK_BUDGET.intervalMs } },
  );
}

/** Whether this account completed a sign-in from this address within the last 90 days. */
export async function isKnownAddress(username: string, address: string, now = new Date()): Promise<boolean> {
  const record = await KnownAddressesModel.findById(usernameKeyOf(username)).lean();
  return Boolean(
    record?.addresses.some(
      (a) => a.address === address && now.getTime() - a.signedInAt.getTime() < KNOWN_ADDRESS_TTL_MS,
    ),
  );
}

/** Remembers the address of a completed sign-in, keeping the most recent few. */
export async function rememberAddress(username: string, address: string, now = new Date()): Promise<void> {
  const _id = usernameKeyOf(username);
  const record = await KnownAddressesModel.findById(_id).lean();
  const others = (record?.addresses ?? []).filter((a) => a.address !== address);
  const addresses = [...others, { address, signedInAt: now }].slice(-KNOWN_ADDRESSES_KEPT);
  // Two sign-ins at once may each keep only their own address: the next sign-in adds it again.
  await KnownAddressesModel.updateOne({ _id }, { $set: { addresses } }, { upsert: true });
}
