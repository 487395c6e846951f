/** Event subjects on NATS JetStream, and their payloads. Each is published with a Nats-Msg-Id. */
import type { ContentSection, Language } from '../constants.ts';
import type { Actor, ContactSubmission, MediaFile, Project, User } from '../types.ts';

export const EVENT_STREAM = 'RAWI_EVENTS';
export const EVENT_STREAM_SUBJECTS = ['user.>', 'content.>', 'project.>', 'media.>', 'contact.>'];

export const SUBJECTS = {
  userCreated: 'user.created',
  userUpdated: 'user.updated',
  userDeleted: 'user.deleted',
  userPasswordResetRequested: 'user.password-reset-requested',
  userPasswordChanged: 'user.password-changed',
  userSignedIn: 'user.signed-in',
  userSignInFailed: 'user.sign-in-failed',
  userTwoFactorChanged: 'user.two-factor-changed',
  contentUpdated: 'content.updated',
  projectCreated: 'project.created',
  projectUpdated: 'project.updated',
  projectDeleted: 'project.deleted',
  redirectsChanged: 'project.redirects-changed',
  mediaUploaded: 'media.uploaded',
  mediaUpdated: 'media.updated',
  mediaDeleted: 'media.deleted',
  submissionCreated: 'contact.submission-created',
  submissionUpdated: 'contact.submission-updated',
  submissionDeleted: 'contact.submission-deleted',
  submissionsErased: 'contact.submissions-erased',
  submissionsExpired: 'contact.submissions-expired',
} as const;
export type Subject = (typeof SUBJECTS)[keyof typeof SUBJECTS];

export interface EventPayloads {
  'user.created': { user: User };
  'user.updated': { user: User };
  'user.deleted': { id: string; username: string };
  'user.password-reset-requested': {
    userId: string;
    username: string;
    email: string;
    /** The single-use reset token; only the mailer consumes it. */
    resetToken: string;
    expiresAt: string;
  };
  'user.password-changed': { id: string; username: string };
  'user.signed-in': { id: string; username: string };
  /** The name that was tried (it may belong to no account) and why it failed. */
  'user.sign-in-failed': { username: string; reason: 'credentials' | 'code' | 'locked' };
  'user.two-factor-changed': { id: string; username: string; enabled: boolean };
  'content.updated': { section: ContentSection; language: Language; updatedAt: string };
  'project.created': { project: Project };
  'project.updated': { project: Project; scheduled?: 'published' | 'unpublished' };
  'project.deleted': { id: string; slug: string; language: Language };
  /** Redirects an editor added, removed or imported: the old addresses whose answer changed. */
  'project.redirects-changed': { from: string[] };
  'media.uploaded': { media: MediaFile };
  /** A library image's alt texts, decorative flag or focal point changed (a new focal point: new crops). */
  'media.updated': { media: MediaFile };
  'media.deleted': { id: string; filename: string };
  'contact.submission-created': { submission: ContactSubmission };
  'contact.submission-updated': { submission: ContactSubmission };
  'contact.submission-deleted': { id: string };
  /** A sender's submissions removed on request: how many, never whose. */
  /** The ids let the activity log forget the senders' names it shows beside earlier changes. */
  'contact.submissions-erased': { count: number; ids?: string[] };
  /** Submissions past their retention removed by the daily job. */
  'contact.submissions-expired': { count: number; before?: string; resolvedBefore?: string; ids?: string[] };
}

/** Who caused an event and from where: the signed-in staff member (none for visitors and the system). */
export interface EventMeta {
  actor?: Actor | null;
  clientAddress?: string;
  /** The W3C traceparent of the request that caused it: one trace from the request to its effects. */
  traceparent?: string;
  /** Made by the demo content seed, not by anyone: the activity log leaves it out. */
  seeded?: true;
}

/**
 * Every event on the wire: the subject, an id (also the Nats-Msg-Id), when, the payload, and
 * who caused it from where (the activity log is written from these).
 */
export interface EventEnvelope<S extends Subject = Subject> extends EventMeta {
  id: string;
  subject: S;
  occurredAt: string;
  data: EventPayloads[S];
}
