import type { ContactMessage, RouteReply } from '@rawi/proto';
import { call } from './call';

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

/**
 * POST /api/contact: the public contact form. Blank optional fields are left out. The same
 * `idempotencyKey` on a retry makes the service return the first reply instead of storing twice.
 */
export function sendContactMessage(
  message: ContactMessage,
  idempotencyKey?: string,
  form?: FormProof,
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
