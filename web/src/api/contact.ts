import {
  pathOf,
  solveChallenge,
  type ChallengeRaised,
  type ContactMessage,
  type ErrorCode,
  type RouteReply,
} from '@rawi/proto';
import { parseJson } from '../lib/json';
import { call } from './call';
import { RequestError } from './request';

/** GET /api/contact/token: a signed form token for one message (it may ask a puzzle). */
export async function fetchFormToken(signal?: AbortSignal): Promise<string> {
  return (await call('GET /api/contact/token', signal ? { signal } : {})).token;
}

/** What proves a person sent the form: its token, the puzzle's solution and the empty honeypot. */
export interface FormProof {
  formToken: string;
  proof: string;
  website: string;
}

/** How many times one send follows the service's request for more work before it fails. */
export const MAX_RAISED_CHALLENGES = 3;

/**
 * POST /api/contact: the public contact form. Blank optional fields are left out. The same
 * `idempotencyKey` on a retry makes the service return the first reply instead of storing twice.
 * When the address's recent messages raised the work due since the token was issued, the
 * service answers 409 `challenge_raised` with a new token: it is solved and the message sent
 * again (at most MAX_RAISED_CHALLENGES times), so the visitor sees one send.
 */
export async function sendContactMessage(
  message: ContactMessage,
  idempotencyKey?: string,
  form?: FormProof,
): Promise<RouteReply<'POST /api/contact'>> {
  let proof = form;
  for (let raised = 0; ; raised += 1) {
    try {
      return await postContactMessage(message, idempotencyKey, proof);
    } catch (error) {
      const challenge = proof && raised < MAX_RAISED_CHALLENGES ? await raisedChallengeOf(error) : undefined;
      if (!proof || !challenge) throw error;
      proof = { ...proof, formToken: challenge.formToken, proof: await solveChallenge(challenge.formToken) };
    }
  }
}

function postContactMessage(
  message: ContactMessage,
  idempotencyKey: string | undefined,
  form: FormProof | undefined,
): Promise<RouteReply<'POST /api/contact'>> {
  const body: ContactMessage = {
    name: message.name.trim(),
    email: message.email.trim(),
    message: message.message.trim(),
    ...(message.company?.trim() ? { company: message.company.trim() } : {}),
    ...(message.phone?.trim() ? { phone: message.phone.trim() } : {}),
    ...(form?.formToken ? { formToken: form.formToken } : {}),
    ...(form?.proof ? { proof: form.proof } : {}),
    ...(form?.website ? { website: form.website } : {}),
  };
  return call('POST /api/contact', {
    body,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
}

const CHALLENGE_RAISED: ErrorCode = 'challenge_raised';

/** The new token of a 409 `challenge_raised` (checked against the route table's schema for it). */
async function raisedChallengeOf(error: unknown): Promise<ChallengeRaised['error'] | undefined> {
  if (!(error instanceof RequestError) || error.status !== 409) return undefined;
  const parsed = parseJson(error.body);
  if (!parsed) return undefined;
  const { replyShapeProblem } = await import('./replyShape');
  if (replyShapeProblem('POST', pathOf('POST /api/contact'), 409, parsed.value)) return undefined;
  const { error: raised } = parsed.value as ChallengeRaised;
  return raised.code === CHALLENGE_RAISED ? raised : undefined;
}
