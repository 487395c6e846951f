/**
 * Project events are written with their change, so a crash loses none and invents none. The projects service runs
 * as its own process against its own NATS (JetStream fsyncing every write); a burst of creates,
 * edits and deletes is cut by SIGKILL, the service starts again, and every change that is in
 * the database has its event in the stream exactly once, and no event announces a change that
 * is not there: a project's revision equals its project.updated events, every stored project
 * was announced created, and every project gone was announced deleted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { connectEvents, connectMongo, disconnectMongo, OutboxEvent, type Events } from '@rawi/kit';
import {
  bearer,
  freePort,
  mintToken,
  NatsServer,
  ServiceProcess,
  streamedEvents,
  testLogger,
  testServiceEnv,
} from '@rawi/kit/testing';
import { SUBJECTS, type EventPayloads, type Project } from '@rawi/proto';
import { ProjectModel } from '../src/models/project.ts';

const OPERATIONS = 90;
const IN_FLIGHT = 4;
const admin = {
  ...bearer(mintToken({ role: 'admin', username: 'crash-test' })),
  'content-type': 'application/json',
};

type Outcome = 'accepted' | 'refused' | 'unknown';

describe('project events survive the service being killed mid-burst', () => {
  let dir: string;
  let nats: NatsServer;
  let service: ServiceProcess;
  let events: Events;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rawi-projects-crash-'));
    nats = new NatsServer(dir, await freePort(), await freePort());
    await nats.start();
    const port = await freePort();
    const env = testServiceEnv('projects_crash', {
      PORT: String(port),
      NATS_URL: nats.url,
      LOG_LEVEL: 'info',
    });
    service = new ServiceProcess('services/projects/src/index.ts', env, port, join(dir, 'projects.log'));
    await service.start();
    await connectMongo(env.MONGO_URL ?? '', testLogger, 5);
    events = await connectEvents(nats.url, testLogger, 'projects-crash-test');
  }, 60_000);

  afterAll(async () => {
    await service?.kill('SIGTERM');
    await events?.close();
    await nats?.kill();
    await disconnectMongo();
    rmSync(dir, { recursive: true, force: true });
  });

  it('every stored change has its event once, and every event its change', async () => {
    const known: Project[] = [];
    const outcomes: Array<{ kind: 'create' | 'update' | 'delete'; id?: string; outcome: Outcome }> = [];
    let sequence = 0;
    const body = (n: number) => ({
      title: `Crash ${n}`,
      slug: `crash-${n}`,
      language: 'en',
      description: 'Survives a crash.',
      briefDescription: 'Crash.',
      category: 'Tests',
      status: 'active',
      sortOrder: n,
    });
    const send = async (method: string, path: string, payload?: unknown) => {
      try {
        const res = await fetch(`${service.url}${path}`, {
          method,
          headers: admin,
          body: payload === undefined ? undefined : JSON.stringify(payload),
        });
        return { status: res.status, body: res.status === 201 ? ((await res.json()) as Project) : undefined };
      } catch {
        return { status: 0, body: undefined };
      }
    };
    const outcomeOf = (status: number, ok: number): Outcome =>
      status === ok ? 'accepted' : status === 0 ? 'unknown' : 'refused';

    const operation = async () => {
      sequence += 1;
      const n = sequence;
      const pick = known[n % Math.max(known.length, 1)];
      if (!pick || n % 3 === 0) {
        const res = await send('POST', '/api/projects', body(n));
        if (res.body) known.push(res.body);
        outcomes.push({
          kind: 'create',
          ...(res.body ? { id: res.body.id } : {}),
          outcome: outcomeOf(res.status, 201),
        });
      } else if (n % 7 === 0) {
        const res = await send('DELETE', `/api/projects/${pick.id}`);
        outcomes.push({ kind: 'delete', id: pick.id, outcome: outcomeOf(res.status, 204) });
      } else {
        const res = await send('PUT', `/api/projects/${pick.id}`, { ...body(n), slug: pick.slug });
        outcomes.push({ kind: 'update', id: pick.id, outcome: outcomeOf(res.status, 200) });
      }
    };

    const runOps = async (count: number) => {
      const workers = Array.from({ length: IN_FLIGHT }, async () => {
        for (let i = 0; i < count / IN_FLIGHT; i += 1) await operation();
      });
      await Promise.all(workers);
    };

    // A third of the burst, then the kill while the next third is in flight, then the rest.
    await runOps(OPERATIONS / 3);
    const during = runOps(OPERATIONS / 3);
    await new Promise((r) => setTimeout(r, 150));
    await service.kill('SIGKILL');
    await during;
    await service.start();
    await runOps(OPERATIONS / 3);
    expect(outcomes.filter((o) => o.outcome === 'unknown').length).toBeGreaterThan(0);

    // Everything written goes out: no pending event in a project, none in the outbox.
    await expect
      .poll(
        async () =>
          (await ProjectModel.countDocuments({ eventsPending: mongoose.trusted({ $gt: 0 }) })) +
          (await OutboxEvent.countDocuments({ publishedAt: null })),
        { timeout: 90_000, interval: 250 },
      )
      .toBe(0);

    const streamed = await streamedEvents(events, ['project.>']);
    const ids = streamed.map((s) => s.msgId);
    expect(new Set(ids).size).toBe(ids.length);
    const of = (subject: string, id: string) =>
      streamed.filter((s) => {
        if (s.event.subject !== subject) return false;
        const data = s.event.data as Partial<EventPayloads['project.updated']> & { id?: string };
        return (data.project?.id ?? data.id) === id;
      }).length;

    const stored = await ProjectModel.find().lean();
    const storedIds = new Set(stored.map((p) => String(p._id)));
    for (const project of stored) {
      const id = String(project._id);
      expect(of(SUBJECTS.projectCreated, id), `created ${id}`).toBe(1);
      expect(of(SUBJECTS.projectUpdated, id), `updates of ${id}`).toBe(project.revision ?? 0);
      expect(of(SUBJECTS.projectDeleted, id), `deleted ${id}`).toBe(0);
    }
    for (const o of outcomes) {
      if (!o.id || o.outcome !== 'accepted') continue;
      if (o.kind === 'create') expect(of(SUBJECTS.projectCreated, o.id)).toBe(1);
      if (o.kind === 'delete') {
        expect(storedIds.has(o.id)).toBe(false);
        expect(of(SUBJECTS.projectDeleted, o.id)).toBe(1);
      }
      if (o.kind === 'update' && storedIds.has(o.id))
        expect(of(SUBJECTS.projectUpdated, o.id)).toBeGreaterThan(0);
    }
    // Every project announced created and not there any more was announced deleted.
    for (const s of streamed.filter((e) => e.event.subject === SUBJECTS.projectCreated)) {
      const id = (s.event.data as EventPayloads['project.created']).project.id;
      if (!storedIds.has(id)) expect(of(SUBJECTS.projectDeleted, id), `deleted ${id}`).toBe(1);
    }
    console.log(
      `projects crash test: ${outcomes.length} operations, ${outcomes.filter((o) => o.outcome === 'unknown').length} cut by the kill, ${streamed.length} events, ${stored.length} projects`,
    );
  }, 180_000);
});
