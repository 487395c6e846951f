/**
 * Which events the activity log keeps, and what it keeps of each: the kind, the item changed
 * and a few facts, never secrets (a password-reset event's token is not copied).
 */
import type {
  ActivityEntry,
  ActivityKind,
  EventEnvelope,
  EventPayloads,
  MediaFile,
  Project,
  Subject,
  User,
} from '@rawi/proto';

type Described = Pick<ActivityEntry, 'kind' | 'target' | 'details'>;
type Describe<S extends Subject> = (data: EventPayloads[S]) => Described;

const entry = (
  kind: ActivityKind,
  target: Described['target'],
  details: Described['details'] = {},
): Described => ({
  kind,
  target,
  details,
});

/**
 * What a project entry keeps: its status and language, its pair when linked to a key other than
 * its own slug, and its schedule when one is set.
 */
function projectDetails(project: Project): Described['details'] {
  const key = project.translationKey ?? project.slug;
  return {
    status: project.status,
    language: project.language,
    ...(key !== project.slug ? { translationKey: key } : {}),
    ...(project.publishAt ? { publishAt: project.publishAt } : {}),
    ...(project.unpublishAt ? { unpublishAt: project.unpublishAt } : {}),
  };
}

/** A media file's entry, uploaded or its details changed. */
const mediaEntry = (d: { media: MediaFile }) =>
  entry('media', { type: 'media', id: d.media.id, label: d.media.originalName });

/** An account's entry, created or changed: its role and whether it is active. */
const userEntry = (d: { user: User }) =>
  entry(
    'user',
    { type: 'user', id: d.user.id, label: d.user.username },
    { role: d.user.role, active: d.user.isActive },
  );

/** Submissions erased or expired at once: how many, never whose (the address erased on request stays out of the log). */
const submissionsCountEntry = (d: { count: number }) =>
  entry('submission', { type: 'submission', label: String(d.count) }, { count: String(d.count) });

const DESCRIBE: { [S in Subject]?: Describe<S> } = {
  'content.updated': (d) =>
    entry(
      'content',
      { type: 'content', id: `${d.section}:${d.language}`, label: d.section },
      { language: d.language },
    ),
  'project.created': (d) =>
    entry(
      'project',
      { type: 'project', id: d.project.id, label: d.project.title },
      projectDetails(d.project),
    ),
  'project.updated': (d) =>
    entry(
      'project',
      { type: 'project', id: d.project.id, label: d.project.title },
      { ...projectDetails(d.project), ...(d.scheduled ? { scheduled: d.scheduled } : {}) },
    ),
  'project.deleted': (d) =>
    entry('project', { type: 'project', id: d.id, label: d.slug }, { language: d.language }),
  'media.uploaded': mediaEntry,
  'media.updated': mediaEntry,
  'media.deleted': (d) => entry('media', { type: 'media', id: d.id, label: d.filename }),
  'contact.submission-updated': (d) =>
    entry(
      'submission',
      { type: 'submission', id: d.submission.id, label: d.submission.name },
      { status: d.submission.status, priority: d.submission.priority },
    ),
  'contact.submission-deleted': (d) => entry('submission', { type: 'submission', id: d.id, label: d.id }),
  'contact.submissions-erased': submissionsCountEntry,
  'contact.submissions-expired': submissionsCountEntry,
  'user.created': userEntry,
  'user.updated': userEntry,
  'user.deleted': (d) => entry('user', { type: 'user', id: d.id, label: d.username }),
  'user.signed-in': (d) => entry('sign-in', { type: 'user', id: d.id, label: d.username }),
  'user.sign-in-failed': (d) => entry('sign-in', { type: 'user', label: d.username }, { reason: d.reason }),
  'user.password-reset-requested': (d) =>
    entry('password', { type: 'user', id: d.userId, label: d.username }),
  'user.password-changed': (d) => entry('password', { type: 'user', id: d.id, label: d.username }),
  'user.two-factor-changed': (d) =>
    entry('two-factor', { type: 'user', id: d.id, label: d.username }, { enabled: d.enabled }),
};

/** The entry an event becomes, or undefined for events the log does not keep (a visitor's message). */
export function activityOf(event: EventEnvelope): ActivityEntry | undefined {
  const describe = DESCRIBE[event.subject] as Describe<Subject> | undefined;
  if (!describe || event.seeded) return undefined;
  const described = describe(event.data);
  return {
    id: event.id,
    at: event.occurredAt,
    action: event.subject,
    actor: event.actor ? { id: event.actor.id, username: event.actor.username } : null,
    clientAddress: event.clientAddress ?? null,
    ...described,
  };
}
