/**
 * Every call of the API (spec section 7 and what the issues added): its method and path, the
 * service that answers it, whether it needs a token, what it reads and what it answers. The
 * gateway's public-call list, each service's router (a test compares them) and the OpenAPI
 * document (openapi.ts) all come from here.
 */
import type * as yup from 'yup';
import { isPublicCall, type Method, type ServiceName } from './routes.ts';
import { schemas } from './schemas.ts';
import { apiSchemas } from './api-schemas.ts';
import type { ReplyName } from './replies.ts';

export interface ApiRoute {
  method: Method;
  /** The path as OpenAPI writes it: `/api/projects/{id}`. */
  path: string;
  service: ServiceName;
  summary: string;
  /** A token is accepted and shows staff more (drafts, revisions), but none is needed. */
  optionalToken?: boolean;
  body?: yup.Schema | 'multipart';
  query?: yup.ObjectSchema<yup.AnyObject>;
  /** The success status and what it carries (none for 204). */
  reply: { status: 200 | 201 | 202 | 204; schema?: ReplyName; contentType?: string };
  /** Error statuses beyond the ones every call may get (400 bad input, 401/403 for signed-in calls, 429, 5xx). */
  errors?: number[];
  /** Sends `If-Match: "<revision>"` (optimistic concurrency; 409 when stale). */
  ifMatch?: boolean;
}

const { languageQuery } = apiSchemas;

export const API_ROUTES: readonly ApiRoute[] = [
  // identity: sessions
  {
    method: 'POST',
    path: '/api/auth/login',
    service: 'identity',
    summary: 'Sign in',
    body: schemas.login,
    reply: { status: 200, schema: 'signInOutcome' },
    errors: [401, 423],
  },
  {
    method: 'POST',
    path: '/api/auth/login/verify',
    service: 'identity',
    summary: 'Sign-in second step: a TOTP or recovery code',
    body: schemas.twoFactorLogin,
    reply: { status: 200, schema: 'loginReply' },
    errors: [401],
  },
  {
    method: 'POST',
    path: '/api/auth/login/enrol',
    service: 'identity',
    summary: 'Start two-factor enrolment during sign-in',
    body: schemas.twoFactorChallenge,
    reply: { status: 200, schema: 'twoFactorSetup' },
    errors: [401],
  },
  {
    method: 'POST',
    path: '/api/auth/login/enrol/confirm',
    service: 'identity',
    summary: 'Confirm enrolment during sign-in and open the session',
    body: schemas.twoFactorLogin,
    reply: { status: 200, schema: 'twoFactorEnrolledLogin' },
    errors: [401],
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    service: 'identity',
    summary: 'Sign out: ends every session of the signed-in user',
    optionalToken: true,
    reply: { status: 204 },
  },
  {
    method: 'GET',
    path: '/api/auth/me',
    service: 'identity',
    summary: 'The signed-in user',
    reply: { status: 200, schema: 'me' },
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    service: 'identity',
    summary: 'Set a new password with a mailed reset token',
    body: apiSchemas.resetPasswordWithToken,
    reply: { status: 200, schema: 'message' },
  },
  {
    method: 'GET',
    path: '/api/auth/2fa',
    service: 'identity',
    summary: 'The signed-in user’s two-factor state',
    reply: { status: 200, schema: 'twoFactorStatus' },
  },
  {
    method: 'POST',
    path: '/api/auth/2fa/setup',
    service: 'identity',
    summary: 'Start two-factor enrolment',
    reply: { status: 200, schema: 'twoFactorSetup' },
    errors: [409],
  },
  {
    method: 'POST',
    path: '/api/auth/2fa/enable',
    service: 'identity',
    summary: 'Confirm enrolment with a code',
    body: schemas.twoFactorConfirm,
    reply: { status: 200, schema: 'twoFactorEnabled' },
    errors: [409],
  },
  {
    method: 'POST',
    path: '/api/auth/2fa/disable',
    service: 'identity',
    summary: 'Turn two-factor sign-in off',
    body: schemas.twoFactorConfirm,
    reply: { status: 204 },
    errors: [409],
  },
  {
    method: 'GET',
    path: '/api/auth/security-policy',
    service: 'identity',
    summary: 'Whether two-factor sign-in is required',
    reply: { status: 200, schema: 'securityPolicy' },
  },
  {
    method: 'PUT',
    path: '/api/auth/security-policy',
    service: 'identity',
    summary: 'Require two-factor sign-in for every account (superadmin)',
    body: schemas.securityPolicy,
    reply: { status: 200, schema: 'securityPolicy' },
  },
  // identity: users
  {
    method: 'GET',
    path: '/api/users',
    service: 'identity',
    summary: 'Every user, oldest first',
    reply: { status: 200, schema: 'users' },
  },
  {
    method: 'POST',
    path: '/api/users',
    service: 'identity',
    summary: 'Create a user',
    body: schemas.userCreate,
    reply: { status: 201, schema: 'user' },
    errors: [409],
  },
  {
    method: 'PATCH',
    path: '/api/users/{id}',
    service: 'identity',
    summary: 'Edit a user',
    body: schemas.userUpdate,
    reply: { status: 200, schema: 'user' },
    errors: [404, 409],
    ifMatch: true,
  },
  {
    method: 'DELETE',
    path: '/api/users/{id}',
    service: 'identity',
    summary: 'Delete a user',
    reply: { status: 204 },
    errors: [404, 409],
  },
  {
    method: 'POST',
    path: '/api/users/{id}/reset-password',
    service: 'identity',
    summary: 'Set a user’s password',
    body: schemas.resetPassword,
    reply: { status: 200, schema: 'message' },
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/users/{id}/send-password-reset',
    service: 'identity',
    summary: 'Mail a user a reset link',
    reply: { status: 202, schema: 'message' },
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/users/{id}/2fa/reset',
    service: 'identity',
    summary: 'Turn off a user’s two-factor sign-in (superadmin)',
    reply: { status: 204 },
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/activity',
    service: 'identity',
    summary: 'The activity log, newest first',
    query: apiSchemas.activityQuery,
    reply: { status: 200, schema: 'activityEntries' },
  },
  // content
  {
    method: 'GET',
    path: '/api/content/all/{language}',
    service: 'content',
    summary: 'Every saved section in one language',
    optionalToken: true,
    reply: { status: 200, schema: 'contentItems' },
  },
  {
    method: 'GET',
    path: '/api/content/{section}/{language}',
    service: 'content',
    summary: 'One section in one language',
    optionalToken: true,
    reply: { status: 200, schema: 'contentItem' },
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/content',
    service: 'content',
    summary: 'Save one section in one language, whole',
    body: schemas.contentSave,
    reply: { status: 200, schema: 'contentItem' },
    errors: [409],
    ifMatch: true,
  },
  {
    method: 'GET',
    path: '/api/content/{section}/{language}/history',
    service: 'content',
    summary: 'Every saved state of a section, newest first',
    reply: { status: 200, schema: 'versions' },
  },
  {
    method: 'POST',
    path: '/api/content/{section}/{language}/history/{versionId}/restore',
    service: 'content',
    summary: 'Save an older state as the newest',
    reply: { status: 200, schema: 'contentItem' },
    errors: [404],
  },
  // projects
  {
    method: 'GET',
    path: '/api/projects',
    service: 'projects',
    summary: 'The catalogue (staff also see drafts and archived projects)',
    optionalToken: true,
    query: languageQuery,
    reply: { status: 200, schema: 'projects' },
  },
  {
    method: 'GET',
    path: '/api/projects/slug/{slug}',
    service: 'projects',
    summary: 'One project by its slug',
    optionalToken: true,
    query: languageQuery,
    reply: { status: 200, schema: 'project' },
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/projects',
    service: 'projects',
    summary: 'Create a project',
    body: schemas.project,
    reply: { status: 201, schema: 'project' },
    errors: [409],
  },
  {
    method: 'PUT',
    path: '/api/projects/{id}',
    service: 'projects',
    summary: 'Replace a project',
    body: schemas.project,
    reply: { status: 200, schema: 'project' },
    errors: [404, 409],
    ifMatch: true,
  },
  {
    method: 'DELETE',
    path: '/api/projects/{id}',
    service: 'projects',
    summary: 'Delete a project (restorable for DELETED_RETENTION_DAYS)',
    reply: { status: 204 },
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/projects/deleted',
    service: 'projects',
    summary: 'Recently deleted projects',
    reply: { status: 200, schema: 'deletedProjects' },
  },
  {
    method: 'POST',
    path: '/api/projects/deleted/{id}/restore',
    service: 'projects',
    summary: 'Bring a deleted project back',
    reply: { status: 201, schema: 'project' },
    errors: [404, 409],
  },
  {
    method: 'GET',
    path: '/api/projects/{id}/history',
    service: 'projects',
    summary: 'Every saved state of a project, newest first',
    reply: { status: 200, schema: 'versions' },
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/projects/{id}/history/{versionId}/restore',
    service: 'projects',
    summary: 'Save an older state as the newest',
    reply: { status: 200, schema: 'project' },
    errors: [404, 409],
  },
  // media
  {
    method: 'GET',
    path: '/api/media',
    service: 'media',
    summary: 'Uploaded files, newest first',
    reply: { status: 200, schema: 'mediaFiles' },
  },
  {
    method: 'POST',
    path: '/api/media/upload',
    service: 'media',
    summary: 'Upload an image (multipart field `file`)',
    body: 'multipart',
    query: apiSchemas.uploadQuery,
    reply: { status: 201, schema: 'mediaFile' },
    errors: [413, 415],
  },
  {
    method: 'DELETE',
    path: '/api/media/{id}',
    service: 'media',
    summary: 'Delete a file',
    reply: { status: 204 },
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/media/files/{filename}',
    service: 'media',
    summary: 'A stored file',
    reply: { status: 200, contentType: 'image/*' },
    errors: [404],
  },
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

/** Whether a call needs a token (from the gateway's public-call list, the one rule). */
export const needsToken = (route: Pick<ApiRoute, 'method' | 'path'>) =>
  !isPublicCall(route.method, route.path.replace(/\{[^}]+\}/g, 'x'));

const patterns = API_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The call a request makes (the query string aside), or undefined for a path of no call. */
export function routeFor(method: string, path: string): ApiRoute | undefined {
  const bare = path.split('?')[0] ?? '';
  // A literal segment wins over a parameter (`/api/projects/deleted` over `/api/projects/{id}`).
  const found = patterns.filter((p) => p.route.method === method && p.pattern.test(bare));
  const params = (p: { route: ApiRoute }) => p.route.path.split('{').length;
  return found.sort((a, b) => params(a) - params(b))[0]?.route;
}
