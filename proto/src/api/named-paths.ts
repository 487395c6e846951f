/**
 * Named path builders over the route table, for code that names a call by what it does rather
 * than by its key (scripts, tests). Each is `pathOf` of one call: no path is written here.
 */
import type { RouteKey } from './routes.ts';
import { pathOf } from './call-path.ts';
import type { Language } from '../constants.ts';

/** A call without path parameters. */
const at = (key: RouteKey) => (pathOf as (key: RouteKey) => string)(key);
type Text = string;

export const API = {
  login: at('POST /api/auth/login'),
  logout: at('POST /api/auth/logout'),
  me: at('GET /api/auth/me'),
  loginVerify: at('POST /api/auth/login/verify'),
  loginEnrol: at('POST /api/auth/login/enrol'),
  loginEnrolConfirm: at('POST /api/auth/login/enrol/confirm'),
  twoFactor: at('GET /api/auth/2fa'),
  twoFactorSetup: at('POST /api/auth/2fa/setup'),
  twoFactorEnable: at('POST /api/auth/2fa/enable'),
  twoFactorDisable: at('POST /api/auth/2fa/disable'),
  securityPolicy: at('GET /api/auth/security-policy'),
  userResetTwoFactor: (id: Text) => pathOf('POST /api/users/{id}/2fa/reset', { id }),
  resetPasswordWithToken: at('POST /api/auth/reset-password'),
  content: (section: Text, language: Text) =>
    pathOf('GET /api/content/{section}/{language}', { section, language } as never),
  contentAll: (language: Text) => pathOf('GET /api/content/all/{language}', { language } as never),
  contentSave: at('POST /api/content'),
  contentHistory: (section: Text, language: Text) =>
    pathOf('GET /api/content/{section}/{language}/history', { section, language } as never),
  contentRestore: (section: Text, language: Text, versionId: Text) =>
    pathOf('POST /api/content/{section}/{language}/history/{versionId}/restore', {
      section,
      language,
      versionId,
    } as never),
  contact: at('POST /api/contact'),
  submissions: at('GET /api/contact-submissions'),
  submission: (id: Text) => pathOf('PUT /api/contact-submissions/{id}', { id }),
  contactToken: at('GET /api/contact/token'),
  submissionsCsv: at('GET /api/contact-submissions.csv'),
  submissionsByEmail: (email: Text) => pathOf('GET /api/contact-submissions/by-email/{email}', { email }),
  media: at('GET /api/media'),
  mediaUpload: at('POST /api/media/upload'),
  mediaItem: (id: Text) => pathOf('DELETE /api/media/{id}', { id }),
  mediaFile: (filename: Text) => pathOf('GET /api/media/files/{filename}', { filename }),
  projects: at('GET /api/projects'),
  projectsFor: (language: Text) => pathOf('GET /api/projects', {}, { language: language as Language }),
  projectBySlug: (slug: Text, language: Text) =>
    pathOf('GET /api/projects/slug/{slug}', { slug }, { language: language as Language }),
  project: (id: Text) => pathOf('PUT /api/projects/{id}', { id }),
  projectHistory: (id: Text) => pathOf('GET /api/projects/{id}/history', { id }),
  projectRestore: (id: Text, versionId: Text) =>
    pathOf('POST /api/projects/{id}/history/{versionId}/restore', { id, versionId }),
  projectsDeleted: at('GET /api/projects/deleted'),
  projectUndelete: (id: Text) => pathOf('POST /api/projects/deleted/{id}/restore', { id }),
  projectTranslations: at('GET /api/projects/translations'),
  projectPairInStep: (translationKey: Text) =>
    pathOf('POST /api/projects/translations/{translationKey}/in-step', { translationKey }),
  contentTranslations: at('GET /api/content/translations'),
  contentInStep: (section: Text) =>
    pathOf('POST /api/content/translations/{section}/in-step', { section } as never),
  activity: at('GET /api/activity'),
  users: at('GET /api/users'),
  user: (id: Text) => pathOf('PATCH /api/users/{id}', { id }),
  userResetPassword: (id: Text) => pathOf('POST /api/users/{id}/reset-password', { id }),
  userSendPasswordReset: (id: Text) => pathOf('POST /api/users/{id}/send-password-reset', { id }),
} as const;
