/** The API's calls answered by the contact service: sending a message, and the admin's inbox. */
import type { ApiRoute } from './route.ts';
import { schemas } from '../schemas.ts';

export const contactRoutes: readonly ApiRoute[] = [
  // contact
  {
    method: 'POST',
    path: '/api/contact',
    service: 'contact',
    summary: 'Send a message (Idempotency-Key makes a retry store once)',
    body: schemas.contactMessage,
    reply: { status: 201, schema: 'submissionCreated' },
  },
  {
    method: 'GET',
    path: '/api/contact-submissions',
    service: 'contact',
    summary: 'Every message, newest first',
    reply: { status: 200, schema: 'contactSubmissions' },
  },
  {
    method: 'PUT',
    path: '/api/contact-submissions/{id}',
    service: 'contact',
    summary: 'Set status, priority or notes',
    body: schemas.submissionUpdate,
    reply: { status: 200, schema: 'contactSubmission' },
    errors: [404, 409],
    ifMatch: true,
  },
  {
    method: 'DELETE',
    path: '/api/contact-submissions/{id}',
    service: 'contact',
    summary: 'Delete a message',
    reply: { status: 204 },
    errors: [404],
  },
];
