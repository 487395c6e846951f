import { FORM_TOKEN_MAX_AGE_MS, FORM_TOKEN_MIN_AGE_MS, solveChallenge } from '@rawi/proto';
import { useCallback, useRef } from 'react';
import { fetchFormToken } from '../../../api/contact';

interface HeldToken {
  token: string;
  /** performance.now() when it arrived: the server issued it no later. */
  receivedAt: number;
  /** Its puzzle's solution, worked out in the background from the moment it arrives. */
  proof: Promise<string>;
}

/** Beyond the server's minimum: clocks of two replicas may differ slightly. */
const MARGIN_MS = 250;
/** A held token is replaced this long before it would be stale. */
const REFRESH_BEFORE_STALE_MS = 10 * 60 * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The contact form's token: fetched when the form is about to be used (`prepare()`, on its
 * first focus: a visitor who never touches the form costs the contact service nothing), its
 * puzzle solved in the background (Web Crypto). `ready()` answers it once it is old enough to
 * be accepted (a person has long passed that while typing; only an instant submit waits),
 * fetching one when none is held, it nears staleness or none could be had. `spent()` drops it
 * after a message was stored, and fetches the next.
 */
export function useFormToken() {
  const held = useRef<Promise<HeldToken> | null>(null);

  const load = useCallback(() => {
    const next = fetchFormToken().then((token) => {
      const proof = solveChallenge(token);
      // Kept for ready(); an unhandled rejection here is not the form's failure.
      proof.catch(() => undefined);
      return { token, receivedAt: performance.now(), proof };
    });
    next.catch(() => undefined);
    held.current = next;
    return next;
  }, []);

  const prepare = useCallback(() => {
    if (!held.current) void load();
  }, [load]);

  const ready = useCallback(async () => {
    let entry = await (held.current ?? load()).catch(() => load());
    if (performance.now() - entry.receivedAt > FORM_TOKEN_MAX_AGE_MS - REFRESH_BEFORE_STALE_MS) {
      entry = await load();
    }
    const wait = FORM_TOKEN_MIN_AGE_MS + MARGIN_MS - (performance.now() - entry.receivedAt);
    if (wait > 0) await sleep(wait);
    return { formToken: entry.token, proof: await entry.proof };
  }, [load]);

  const spent = useCallback(() => {
    void load();
  }, [load]);

  return { prepare, ready, spent };
}
