/** Event subjects on NATS JetStream, and their payloads. Each is published with a Nats-Msg-Id. */
import type { ContentSection, Language } from './constants.ts';
import type { ContactSubmission, MediaFile, Project, User } from './types.ts';

export const EVENT_STREAM = 'RAWI_EVENTS';
export const EVENT_STREAM_SUBJECTS = ['user.>', 'content.>', 'project.>', 'media.>', 'contact.>'];

export const SUBJECTS = {
  userCreated: 'user.created',
  userUpdated: 'user.updated',
  userDeleted: 'user.deleted',
  userPasswordResetRequested: 'user.password-reset-requested',
  contentUpdated: 'content.updated',
  projectCreated: 'project.created',
  projectUpdated: 'project.updated',
  projectDeleted: 'project.deleted',
  mediaUploaded: 'media.uploaded',
  mediaDeleted: 'media.deleted',
  submissionCreated: 'contact.submission-created',
  submissionUpdated: 'contact.submission-updated',
  submissionDeleted: 'contact.submission-deleted',
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
  'content.updated': { section: ContentSection; language: Language; updatedAt: string };
  'project.created': { project: Project };
  'project.updated': { project: Project };
  'project.deleted': { id: string; slug: string; language: Language };
  'media.uploaded': { media: MediaFile };
  'media.deleted': { id: string; filename: string };
  'contact.submission-created': { submission: ContactSubmission };
  'contact.submission-updated': { submission: ContactSubmission };
  'contact.submission-deleted': { id: string };
}

/** Every event on the wire: the subject, an id (also the Nats-Msg-Id), when, and the payload. */
export interface EventEnvelope<S extends Subject = Subject> {
  id: string;
  subject: S;
  occurredAt: string;
  data: EventPayloads[S];
}
