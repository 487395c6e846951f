/** The API's calls answered by the contact service: sending a message, and the admin's inbox. */
import type { ApiRoute } from './route.ts';
import { pathParams } from './params.ts';
import { apiSchemas } from '../../schemas/call-input-schemas.ts';
import { schemas } from '../../schemas/english-schemas.ts';

export const contactRoutes = [
  // contact
  {
    method: 'GET',
    path: '/api/contact/token',
    service: 'contact',
    summary:
      'A signed form token for one message (valid from 3 s to 2 h after issue, once); it may carry a hash puzzle',
    access: 'public',
    reply: { status: 200, schema: 'formToken' },
  },
  {
    method: 'POST',
    path: '/api/contact',
    service: 'contact',
    summary:
      'Send a message with its formToken (and proof when the token asks one); a message without a valid token, too fast, with a wrong proof or with the website field filled is not stored but answered alike. A proof that solves its token while the sender now owes more work (recent messages) is answered 409 challenge_raised with a new formToken to solve and send again, nothing stored. A form post (urlencoded) is answered 303 to the page. Idempotency-Key makes a retry store once',
    access: 'public',
    body: schemas.contactMessage,
    formPost: true,
    reply: { status: 201, schema: 'submissionCreated', errorSchemas: { 409: 'challengeRaised' } },
    example: {
      body: {
        name: 'Sara',
        email: 'sara@example.com',
        message: 'A demo for our team, please.',
        formToken: 'token',
      },
    },
  },
  {
    method: 'GET',
    path: '/api/contact-submissions',
    service: 'contact',
    summary: 'Every message, newest first (filtered by status, priority, dates and words)',
    access: 'token',
    query: apiSchemas.submissionsQuery,
    reply: { status: 200, schema: 'contactSubmissions' },
  },
  {
    method: 'GET',
    path: '/api/contact-submissions.csv',
    service: 'contact',
    summary: 'The filtered list as CSV (UTF-8 with BOM, ISO 8601 dates, formulas neutralised)',
    access: 'token',
    query: apiSchemas.submissionsQuery,
    reply: { status: 200, contentType: 'text/csv' },
  },
  {
    method: 'GET',
    path: '/api/contact-submissions/by-email/{email}',
    service: 'contact',
    summary: 'Everything held for one sender address (submissions and notification records), as JSON',
    access: 'token',
    params: { email: pathParams.email },
    reply: { status: 200, schema: 'requesterData' },
    example: { params: { email: 'Sara@Example.com' } },
  },
  {
    method: 'DELETE',
    path: '/api/contact-submissions/by-email/{email}',
    service: 'contact',
    summary: 'Erase every submission and notification record of one sender address; answers the counts',
    access: 'token',
    params: { email: pathParams.email },
    reply: { status: 200, schema: 'requesterErased' },
  },
  {
    method: 'PUT',
    path: '/api/contact-submissions/{id}',
    service: 'contact',
    summary: 'Set status, priority or notes',
    access: 'token',
    params: { id: pathParams.submissionId },
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
    access: 'token',
    params: { id: pathParams.submissionId },
    reply: { status: 204 },
    errors: [404],
  },
] as const satisfies readonly ApiRoute[];
