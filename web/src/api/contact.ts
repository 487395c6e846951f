import { API, type ContactMessage, type ContactSubmission } from '@rawi/proto';
import { request } from './request';

/**
 * POST /api/contact: the public contact form. Blank optional fields are left out. The same
 * `idempotencyKey` on a retry makes the service return the first reply instead of storing twice.
 */
export function sendContactMessage(
  message: ContactMessage,
  idempotencyKey?: string,
): Promise<{ submission: ContactSubmission }> {
  const body: ContactMessage = {
    name: message.name.trim(),
    email: message.email.trim(),
    message: message.message.trim(),
    ...(message.company?.trim() ? { company: message.company.trim() } : {}),
    ...(message.phone?.trim() ? { phone: message.phone.trim() } : {}),
  };
  return request(API.contact, {
    method: 'POST',
    body,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
}
