/** The API of spec section 7: which service owns each path and which calls the public may make. */
export const SERVICE_NAMES = ['identity', 'content', 'projects', 'media', 'contact'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Everything Rawi runs: the gateway, the five services and the web container (one table for the deploy files, the local stack and the gateway). */
export const COMPONENT_NAMES = ['gateway', ...SERVICE_NAMES, 'web'] as const;
export type ComponentName = (typeof COMPONENT_NAMES)[number];
export type UpstreamName = Exclude<ComponentName, 'gateway'>;

/** The gateway variable that names each upstream: IDENTITY_URL ... WEB_URL. */
export const UPSTREAM_VARIABLES = Object.fromEntries(
  COMPONENT_NAMES.filter((c) => c !== 'gateway').map((c) => [c, `${c.toUpperCase()}_URL`]),
) as { readonly [C in UpstreamName]: `${Uppercase<C>}_URL` };

/** Path prefixes the gateway routes, longest first. */
export const SERVICE_PREFIXES: ReadonlyArray<{ prefix: string; service: ServiceName }> = [
  { prefix: '/api/contact-submissions.csv', service: 'contact' },
  { prefix: '/api/contact-submissions', service: 'contact' },
  { prefix: '/api/contact', service: 'contact' },
  { prefix: '/api/auth', service: 'identity' },
  { prefix: '/api/users', service: 'identity' },
  { prefix: '/api/activity', service: 'identity' },
  { prefix: '/api/content', service: 'content' },
  { prefix: '/api/projects', service: 'projects' },
  { prefix: '/api/media', service: 'media' },
];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls anyone may make without a token; every other /api call needs a verified token. */
export const PUBLIC_CALLS: ReadonlyArray<{ method: Method; pattern: RegExp }> = [
  { method: 'POST', pattern: /^\/api\/auth\/login$/ },
  /** The sign-in's second step and enrolment during sign-in; the signed challenge is the credential. */
  { method: 'POST', pattern: /^\/api\/auth\/login\/(verify|enrol|enrol\/confirm)$/ },
  { method: 'POST', pattern: /^\/api\/auth\/logout$/ },
  /** Consumes a single-use reset token sent by mail; the token is the credential. */
  { method: 'POST', pattern: /^\/api\/auth\/reset-password$/ },
  { method: 'GET', pattern: /^\/api\/content\/[^/]+\/[^/]+$/ },
  { method: 'GET', pattern: /^\/api\/projects$/ },
  { method: 'GET', pattern: /^\/api\/projects\/slug\/[^/]+$/ },
  { method: 'GET', pattern: /^\/api\/media\/files\/[^/]+$/ },
  { method: 'POST', pattern: /^\/api\/contact$/ },
  /** The contact form's signed token (and puzzle): fetched by the form before it is sent. */
  { method: 'GET', pattern: /^\/api\/contact\/token$/ },
];

export function serviceFor(path: string): ServiceName | undefined {
  return SERVICE_PREFIXES.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`))?.service;
}

export function isPublicCall(method: string, path: string): boolean {
  const m = method === 'HEAD' ? 'GET' : method;
  return PUBLIC_CALLS.some((c) => c.method === m && c.pattern.test(path));
}

/** Paths the web app builds its requests from. */
export const API = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  loginVerify: '/api/auth/login/verify',
  loginEnrol: '/api/auth/login/enrol',
  loginEnrolConfirm: '/api/auth/login/enrol/confirm',
  twoFactor: '/api/auth/2fa',
  twoFactorSetup: '/api/auth/2fa/setup',
  twoFactorEnable: '/api/auth/2fa/enable',
  twoFactorDisable: '/api/auth/2fa/disable',
  securityPolicy: '/api/auth/security-policy',
  userResetTwoFactor: (id: string) => `/api/users/${id}/2fa/reset`,
  resetPasswordWithToken: '/api/auth/reset-password',
  content: (section: string, language: string) => `/api/content/${section}/${language}`,
  contentAll: (language: string) => `/api/content/all/${language}`,
  contentSave: '/api/content',
  contentHistory: (section: string, language: string) => `/api/content/${section}/${language}/history`,
  contentRestore: (section: string, language: string, versionId: string) =>
    `/api/content/${section}/${language}/history/${versionId}/restore`,
  contact: '/api/contact',
  submissions: '/api/contact-submissions',
  submission: (id: string) => `/api/contact-submissions/${id}`,
  contactToken: '/api/contact/token',
  submissionsCsv: '/api/contact-submissions.csv',
  submissionsByEmail: (email: string) => `/api/contact-submissions/by-email/${encodeURIComponent(email)}`,
  media: '/api/media',
  mediaUpload: '/api/media/upload',
  mediaItem: (id: string) => `/api/media/${id}`,
  mediaFile: (filename: string) => `/api/media/files/${filename}`,
  projects: '/api/projects',
  projectsFor: (language: string) => `/api/projects?language=${language}`,
  projectBySlug: (slug: string, language: string) =>
    `/api/projects/slug/${encodeURIComponent(slug)}?language=${language}`,
  project: (id: string) => `/api/projects/${id}`,
  projectHistory: (id: string) => `/api/projects/${id}/history`,
  projectRestore: (id: string, versionId: string) => `/api/projects/${id}/history/${versionId}/restore`,
  projectsDeleted: '/api/projects/deleted',
  projectUndelete: (id: string) => `/api/projects/deleted/${id}/restore`,
  projectTranslations: '/api/projects/translations',
  projectPairInStep: (translationKey: string) =>
    `/api/projects/translations/${encodeURIComponent(translationKey)}/in-step`,
  contentTranslations: '/api/content/translations',
  contentInStep: (section: string) => `/api/content/translations/${section}/in-step`,
  activity: '/api/activity',
  users: '/api/users',
  user: (id: string) => `/api/users/${id}`,
  userResetPassword: (id: string) => `/api/users/${id}/reset-password`,
  userSendPasswordReset: (id: string) => `/api/users/${id}/send-password-reset`,
} as const;

/** Default metrics ports (METRICS_PORT): /metrics for Prometheus, never routed by the gateway. */
export const DEFAULT_METRICS_PORTS = {
  gateway: 9180,
  identity: 9181,
  content: 9182,
  projects: 9183,
  media: 9184,
  contact: 9185,
  web: 9186,
} as const;

/** Default ports of the local run and the Helm chart. */
export const DEFAULT_PORTS = {
  gateway: 8080,
  identity: 8101,
  content: 8102,
  projects: 8103,
  media: 8104,
  contact: 8105,
  web: 8106,
} as const;
