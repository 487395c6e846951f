/**
 * Scheduled publishing: a draft with `publishAt` becomes active at that time, a project with
 * `unpublishAt` becomes archived. Each scheduled project has an entry in the small
 * `project_schedule` collection (its id and when it is next due), so the replicas' once-a-second
 * look for due work reads that collection, never the whole catalogue. The change itself is one
 * conditional update of the project (at the revision read, with the time still set), so of any
 * number of replicas exactly one applies it, with its project.updated event in the same write.
 */
import mongoose from 'mongoose';
import { SCHEDULER_ACTOR, SUBJECTS, type ProjectInput } from '@rawi/proto';
import {
  atRevision,
  updateWithEvent,
  withDocumentLock,
  withEventMeta,
  type History,
  type OutboxRelay,
} from '@rawi/kit';
import { ProjectModel, type ProjectRecord } from '../models/project.ts';
import { ScheduleModel } from '../models/project-schedule.ts';
import { bumpCatalogueVersion } from '../models/catalogue-version.ts';
import { presentProject } from '../presenters/project.ts';
import { projectKey } from '../history/project-history.ts';

type Scheduled = Pick<ProjectRecord, 'publishAt' | 'unpublishAt'>;

/** A full replacement: a time left out is no longer scheduled (null is stored, clearing it). */
export const withSchedule = (input: ProjectInput): ProjectInput => ({
  ...input,
  publishAt: input.publishAt ?? null,
  unpublishAt: input.unpublishAt ?? null,
});

/** The next time something happens to the project on its own, if any. */
function nextDue({ publishAt, unpublishAt }: Scheduled): Date | undefined {
  const times = [publishAt, unpublishAt].filter((t): t is Date => t instanceof Date);
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : undefined;
}

/** Keeps the project's schedule entry in line with its stored times. */
async function syncSchedule(id: string): Promise<void> {
  const record = await ProjectModel.findById(id, { publishAt: 1, unpublishAt: 1 }).lean();
  const due = record ? nextDue(record) : undefined;
  if (due) await ScheduleModel.updateOne({ _id: id }, { $set: { dueAt: due } }, { upsert: true });
  else await ScheduleModel.deleteOne({ _id: id });
}

/** After a save: the project's entry follows its times (one save of a project at a time). */
export const scheduleAfterSave = (id: string) => withDocumentLock(projectKey(id), () => syncSchedule(id));

/** Writes the entries of every scheduled project (at start-up: a save whose entry was lost in a crash). */
export async function rebuildSchedule(): Promise<number> {
  const scheduled = await ProjectModel.find(
    {
      $or: [{ publishAt: mongoose.trusted({ $ne: null }) }, { unpublishAt: mongoose.trusted({ $ne: null }) }],
    },
    { _id: 1 },
  ).lean();
  for (const { _id } of scheduled) await syncSchedule(_id.toHexString());
  return scheduled.length;
}

export type ScheduledChange = 'published' | 'unpublished';

/**
 * Applies what is due for one project, if still due: publishing first (a draft becomes active),
 * else unpublishing (it becomes archived); the time is cleared, the revision moves on and the
 * change is kept in the history by the scheduler. Undefined when nothing was due or another
 * replica applied it first.
 */
async function applyDue(
  id: string,
  now: Date,
  { relay, history }: { relay: OutboxRelay | undefined; history: History },
): Promise<ScheduledChange | undefined> {
  const record = await ProjectModel.findById(id).lean();
  if (!record) return undefined;
  const publish = record.publishAt instanceof Date && record.publishAt <= now;
  const unpublish = !publish && record.unpublishAt instanceof Date && record.unpublishAt <= now;
  if (!publish && !unpublish) return undefined;
  const field = publish ? 'publishAt' : 'unpublishAt';
  const status = publish ? (record.status === 'draft' ? 'active' : record.status) : 'archived';
  const change: ScheduledChange = publish ? 'published' : 'unpublished';
  // The event carries the change made (the activity log names it); its project is the state written.
  const after = presentProject({ ...record, status, [field]: null, revision: (record.revision ?? 0) + 1 });
  const event = updateWithEvent(SUBJECTS.projectUpdated, { project: after, scheduled: change });
  // The state before the first recorded change is kept, as a save keeps it.
  await history.keepBaseline(projectKey(id), presentProject(record), record.updatedAt);
  const saved = await ProjectModel.findOneAndUpdate(
    { _id: record._id, ...atRevision(record.revision ?? 0), [field]: record[field] },
    { $set: { status, [field]: null, ...event.$set }, $inc: event.$inc },
    // The time of the last editor's save stays (translation status compares editors' saves).
    { returnDocument: 'after', lean: true, timestamps: false },
  );
  if (!saved) return undefined;
  relay?.kick();
  await bumpCatalogueVersion();
  await history.record(projectKey(id), presentProject(saved), SCHEDULER_ACTOR, 'save');
  return change;
}

/** Applies every change due by `now`, as the scheduler; returns what this replica applied. */
export async function runDueChanges(
  deps: { relay: OutboxRelay | undefined; history: History },
  now = new Date(),
): Promise<Array<{ id: string; change: ScheduledChange }>> {
  const due = await ScheduleModel.find({ dueAt: mongoose.trusted({ $lte: now }) })
    .limit(100)
    .lean();
  const applied: Array<{ id: string; change: ScheduledChange }> = [];
  for (const { _id: id } of due) {
    const change = await withDocumentLock(projectKey(id), async () => {
      const done = await withEventMeta({ actor: { ...SCHEDULER_ACTOR } }, () => applyDue(id, now, deps));
      await syncSchedule(id);
      return done;
    });
    if (change) applied.push({ id, change });
  }
  return applied;
}
