/**
 * Scheduled publishing against the real servers: two replicas' schedulers on one database apply
 * a due change exactly once (one event, one version, one revision), and a schedule saved before a
 * restart still fires after it, even when its entry was lost.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { History, outboxCollection, VersionModel, type OutboxRelay } from '@rawi/kit';
import {
  bearer,
  jsonClient,
  mintToken,
  startServiceTestServer,
  testLogger,
  useServiceUnderTest,
} from '@rawi/kit/testing';
import {
  SCHEDULER_ACTOR,
  validationMessages,
  type ErrorBody,
  type EventPayloads,
  type Project,
} from '@rawi/proto';
import { createApp } from '../app.ts';
import { projectEvents } from '../events/project-events.ts';
import { ProjectModel } from '../models/project.ts';
import { startScheduler } from './scheduler.ts';
import { buildProject, removeAllProjects } from '../test/support.ts';
import { ScheduleModel } from '../models/project-schedule.ts';
import { projectKey } from '../history/project-history.ts';

const m = validationMessages.en;
const admin = bearer(mintToken({ username: 'huda', role: 'admin' }));
const projects = useServiceUnderTest(
  () =>
    startServiceTestServer({
      label: 'projects_schedule',
      outboxSources: [projectEvents, outboxCollection],
      prepare: () => ProjectModel.init(),
      createApp: ({ relay, verifyToken }) => createApp({ logger: testLogger, verifyToken, relay }),
    }),
  {
    events: ['project.updated'],
    beforeEach: async () => {
      await removeAllProjects();
      await ScheduleModel.deleteMany({});
    },
  },
);
const call = jsonClient(() => projects.server.url);
let running: Array<{ stop(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(running.map((scheduler) => scheduler.stop()));
  running = [];
});

/** One replica's scheduler (each with its own history, as each process has). */
async function replica(relay: OutboxRelay = projects.server.relay) {
  const scheduler = await startScheduler({
    relay,
    history: new History({ keep: 50 }),
    logger: testLogger,
    intervalMs: 100,
  });
  running.push(scheduler);
  return scheduler;
}

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const save = (body: unknown) => call<Project & ErrorBody>('POST', '/api/projects', { body, headers: admin });
const visitorSlugs = async () =>
  (await call<Project[]>('GET', '/api/projects?language=en')).body.map((p) => p.slug);
const schedulerEvents = (id: string) =>
  projects.events.received.filter(
    (e) =>
      (e.data as EventPayloads['project.updated']).project.id === id && e.actor?.id === SCHEDULER_ACTOR.id,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduled publishing', () => {
  it('publishes a draft at its time exactly once with two replicas running', async () => {
    await replica();
    await replica();
    const created = await save(buildProject({ slug: 'launch', status: 'draft', publishAt: inMs(1500) }));
    expect(created.status).toBe(201);
    expect(created.body.publishAt).toBeDefined();
    expect(await visitorSlugs()).toEqual([]);

    const published = await projects.events.waitFor(
      (e) => (e.data as EventPayloads['project.updated']).project.id === created.body.id,
      6000,
    );
    const at = Date.now();
    expect(at - Date.parse(created.body.publishAt ?? '')).toBeLessThan(1500);
    expect(published.actor).toEqual(SCHEDULER_ACTOR);
    expect((published.data as EventPayloads['project.updated']).project).toMatchObject({ status: 'active' });
    expect(await visitorSlugs()).toEqual(['launch']);

    await sleep(800);
    expect(schedulerEvents(created.body.id)).toHaveLength(1);
    const stored = await ProjectModel.findById(created.body.id).lean();
    expect(stored).toMatchObject({ status: 'active', publishAt: null, revision: 1 });
    const versions = await VersionModel.find({ item: projectKey(created.body.id) }).lean();
    expect(
      versions.filter((v) => (v.author as { id?: string } | null)?.id === SCHEDULER_ACTOR.id),
    ).toHaveLength(1);
    expect(await ScheduleModel.countDocuments({})).toBe(0);
  });

  it('archives an active project at its unpublish time', async () => {
    await replica();
    const created = await save(buildProject({ slug: 'ends', unpublishAt: inMs(1500) }));
    expect(created.status).toBe(201);
    expect(await visitorSlugs()).toEqual(['ends']);
    await projects.events.waitFor(
      (e) => (e.data as EventPayloads['project.updated']).project.id === created.body.id,
      6000,
    );
    expect(await ProjectModel.findById(created.body.id).lean()).toMatchObject({
      status: 'archived',
      unpublishAt: null,
    });
    expect(await visitorSlugs()).toEqual([]);
  });

  it('still fires after a restart between the save and the time, even with the entry lost', async () => {
    const first = await replica();
    const created = await save(
      buildProject({ slug: 'after-restart', status: 'draft', publishAt: inMs(1000) }),
    );
    await first.stop();
    running = [];
    // The process is down past the time, and its schedule entry was lost in the crash.
    await ScheduleModel.deleteMany({});
    await sleep(1300);
    expect((await ProjectModel.findById(created.body.id).lean())?.status).toBe('draft');

    await replica();
    await projects.events.waitFor(
      (e) => (e.data as EventPayloads['project.updated']).project.id === created.body.id,
      6000,
    );
    expect((await ProjectModel.findById(created.body.id).lean())?.status).toBe('active');
    expect(schedulerEvents(created.body.id)).toHaveLength(1);
  });

  it('moves the time when a save changes it, and forgets it when a save clears it', async () => {
    await replica();
    const created = await save(buildProject({ slug: 'moved', status: 'draft', publishAt: inMs(1000) }));
    expect(created.status).toBe(201);
    const { id, createdAt: _c, updatedAt: _u, revision: _r, ...body } = created.body;
    const moved = await call<Project>('PUT', `/api/projects/${id}`, {
      body: { ...body, publishAt: undefined },
      headers: admin,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.publishAt).toBeUndefined();
    await sleep(1500);
    expect((await ProjectModel.findById(id).lean())?.status).toBe('draft');
    expect(await ScheduleModel.countDocuments({})).toBe(0);
  });

  it('refuses a time in the past, a publish time on a project that is not a draft, and a malformed time', async () => {
    const past = await save(buildProject({ status: 'draft', publishAt: inMs(-60_000) }));
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toEqual({ publishAt: m.scheduleInPast });
    const active = await save(buildProject({ status: 'active', publishAt: inMs(60_000) }));
    expect(active.body.error.fields).toEqual({ publishAt: m.publishAtNeedsDraft });
    const order = await save(
      buildProject({ status: 'draft', publishAt: inMs(120_000), unpublishAt: inMs(60_000) }),
    );
    expect(order.body.error.fields).toEqual({ unpublishAt: m.unpublishBeforePublish });
    const noZone = await save(buildProject({ status: 'draft', publishAt: '2099-03-02T09:00' }));
    expect(noZone.body.error.fields).toEqual({ publishAt: m.scheduleInvalid });
    expect(validationMessages.ar.scheduleInPast).toBe('هذا الوقت قد مضى. اختر وقتاً في المستقبل.');
  });

  it('refuses a day that does not exist (30 February) instead of moving it to March, storing nothing', async () => {
    const impossible = await save(buildProject({ status: 'draft', publishAt: '2030-02-30T00:00:00Z' }));
    expect(impossible.status).toBe(400);
    expect(impossible.body.error.fields).toEqual({ publishAt: m.scheduleInvalid });
    const lateHour = await save(buildProject({ status: 'draft', unpublishAt: '2030-03-02T24:30:00Z' }));
    expect(lateHour.status).toBe(400);
    expect(lateHour.body.error.fields).toEqual({ unpublishAt: m.scheduleInvalid });
    expect(await ProjectModel.countDocuments({})).toBe(0);
    const leapDay = await save(buildProject({ status: 'draft', publishAt: '2032-02-29T00:00:00Z' }));
    expect(leapDay.status).toBe(201);
    expect(leapDay.body.publishAt).toBe('2032-02-29T00:00:00.000Z');
  });
});
