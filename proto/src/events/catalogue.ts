/**
 * What each event carries, who publishes it and who consumes it: payload schemas (checked at
 * compile time against EventPayloads) and the table docs/backend-notes.md shows, generated from
 * here (`eventsTable()`; a test keeps that copy equal to it).
 */
import * as yup from 'yup';
import { CONTENT_SECTIONS, LANGUAGES } from '../constants.ts';
import type { EventPayloads, Subject } from './subjects.ts';
import { toJsonSchema, type JsonSchema } from '../api/json-schema.ts';
import { replySchemas } from '../api/replies.ts';

const text = () => yup.string().defined().strict();
const idAndName = () => yup.object({ id: text(), username: text() });
const oneOf = <T extends string>(values: readonly T[]) => yup.mixed<T>().oneOf(values).defined();

export const eventPayloadSchemas = {
  'user.created': yup.object({ user: replySchemas.user.clone().defined() }),
  'user.updated': yup.object({ user: replySchemas.user.clone().defined() }),
  'user.deleted': idAndName(),
  'user.password-reset-requested': yup.object({
    userId: text(),
    username: text(),
    email: text(),
    resetToken: text(),
    expiresAt: text(),
  }),
  'user.password-changed': idAndName(),
  'user.signed-in': idAndName(),
  'user.sign-in-failed': yup.object({
    username: text(),
    reason: oneOf(['credentials', 'code', 'locked'] as const),
  }),
  'user.two-factor-changed': idAndName().shape({ enabled: yup.boolean().defined().strict() }),
  'content.updated': yup.object({
    section: oneOf(CONTENT_SECTIONS),
    language: oneOf(LANGUAGES),
    updatedAt: text(),
  }),
  'project.created': yup.object({ project: replySchemas.project.clone().defined() }),
  'project.updated': yup.object({
    project: replySchemas.project.clone().defined(),
    /** Set when the scheduler made the change: the draft was published or the project archived. */
    scheduled: yup.mixed<'published' | 'unpublished'>().oneOf(['published', 'unpublished']).optional(),
  }),
  'project.deleted': yup.object({ id: text(), slug: text(), language: oneOf(LANGUAGES) }),
  'project.redirects-changed': yup.object({ from: yup.array(text()).defined().strict() }),
  'media.uploaded': yup.object({ media: replySchemas.mediaFile.clone().defined() }),
  'media.updated': yup.object({ media: replySchemas.mediaFile.clone().defined() }),
  'media.deleted': yup.object({ id: text(), filename: text() }),
  'contact.submission-created': yup.object({ submission: replySchemas.contactSubmission.clone().defined() }),
  'contact.submission-updated': yup.object({ submission: replySchemas.contactSubmission.clone().defined() }),
  'contact.submission-deleted': yup.object({ id: text() }),
  'contact.submissions-erased': yup.object({
    count: yup.number().integer().min(0).defined().strict(),
    ids: yup.array(text()).optional().strict(),
  }),
  'contact.submissions-expired': yup.object({
    count: yup.number().integer().min(0).defined().strict(),
    ids: yup.array(text()).optional().strict(),
    before: yup.string().optional().strict(),
    resolvedBefore: yup.string().optional().strict(),
  }),
} satisfies Record<Subject, yup.Schema>;

/** Compile-time: each schema's shape is its EventPayloads entry. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type PayloadChecks = {
  [S in Subject]: Same<EventPayloads[S], yup.InferType<(typeof eventPayloadSchemas)[S]>>;
};
export const payloadTypesMatchSchemas: PayloadChecks[Subject] extends true ? true : false = true;

const ACTIVITY = 'identity-activity';
/** The activity log records the event and the gateway's cache drops the replies it changed. */
const LOGGED_AND_CACHED = [ACTIVITY, 'gateway cache'];

/** Who publishes each event and which durable consumers read it. */
export const EVENT_ROUTES: Record<Subject, { producer: string; consumers: string[]; note?: string }> = {
  'user.created': { producer: 'identity', consumers: [ACTIVITY], note: 'in the user document' },
  'user.updated': { producer: 'identity', consumers: [ACTIVITY], note: 'in the user document' },
  'user.deleted': { producer: 'identity', consumers: [ACTIVITY], note: 'outbox, after the removal' },
  'user.password-reset-requested': {
    producer: 'identity',
    consumers: ['contact-notifier (mails the reset link)', `${ACTIVITY} (without the token)`],
    note: 'in the reset record',
  },
  'user.password-changed': { producer: 'identity', consumers: [ACTIVITY], note: 'in the user document' },
  'user.signed-in': { producer: 'identity', consumers: [ACTIVITY], note: 'outbox' },
  'user.sign-in-failed': { producer: 'identity', consumers: [ACTIVITY], note: 'outbox' },
  'user.two-factor-changed': { producer: 'identity', consumers: [ACTIVITY], note: 'outbox' },
  'content.updated': { producer: 'content', consumers: LOGGED_AND_CACHED, note: 'in the section document' },
  'project.created': { producer: 'projects', consumers: LOGGED_AND_CACHED, note: 'in the project document' },
  'project.updated': { producer: 'projects', consumers: LOGGED_AND_CACHED, note: 'in the project document' },
  'project.deleted': {
    producer: 'projects',
    consumers: LOGGED_AND_CACHED,
    note: 'outbox, after the removal',
  },
  'project.redirects-changed': { producer: 'projects', consumers: ['gateway cache'], note: 'outbox' },
  'media.uploaded': {
    producer: 'media',
    consumers: ["media-variants (makes an image's resized copies)", ACTIVITY],
    note: 'in the media record',
  },
  'media.updated': {
    producer: 'media',
    consumers: [
      "media-variants (cuts the image's crops around a new focal point)",
      ACTIVITY,
      'gateway cache',
      'web page cache',
    ],
    note: 'in the media record',
  },
  'media.deleted': { producer: 'media', consumers: LOGGED_AND_CACHED, note: 'outbox' },
  'contact.submission-created': {
    producer: 'contact',
    consumers: ['contact-notifier (mails staff at NOTIFY_EMAIL)', ACTIVITY],
    note: 'in the submission document',
  },
  'contact.submission-updated': { producer: 'contact', consumers: [ACTIVITY], note: 'outbox' },
  'contact.submission-deleted': { producer: 'contact', consumers: [ACTIVITY], note: 'outbox' },
  'contact.submissions-erased': { producer: 'contact', consumers: [ACTIVITY], note: 'outbox' },
  'contact.submissions-expired': {
    producer: 'contact',
    consumers: [ACTIVITY],
    note: 'outbox, once a day by the retention job',
  },
};

/** A payload's top-level fields as the table writes them: `{user}`, `{id, username}`. */
function fieldsOf(schema: JsonSchema): string {
  return `{${Object.keys((schema.properties ?? {}) as Record<string, unknown>).join(', ')}}`;
}

/** The events table of docs/backend-notes.md, generated from the schemas and routes above. */
export function eventsTable(): string {
  const rows = (Object.keys(eventPayloadSchemas) as Subject[]).map((subject) => {
    const route = EVENT_ROUTES[subject];
    const payload = fieldsOf(toJsonSchema(eventPayloadSchemas[subject]));
    return `| \`${subject}\` | \`${payload}\` | ${route.producer} (${route.note ?? 'outbox'}) | ${route.consumers.join('; ')} |`;
  });
  return [
    '| subject | payload | producer (where the pending event waits) | consumers |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}
