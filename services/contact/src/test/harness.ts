/**
 * What the contact service's durability tests share: NATS servers with JetStream on disk (one,
 * or a cluster), the service as a real child process, a paced burst of submissions, and the
 * check that every accepted submission is stored, streamed and mailed exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { EVENT_STREAM, SUBJECTS, type EventEnvelope, type EventPayloads } from '@rawi/proto';
import type { Events } from '@rawi/kit';
import { stopProcess } from '../../../kit/src/dev/process.ts';
import { SubmissionModel } from '../models/submission.ts';
import { buildContactMessage, formTokenAged, TEST_FORM_SECRET } from './support.ts';
import type { TestSmtpServer } from './smtp.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const STAFF = 'staff@rawi.test';
export const TOTAL = 60;
export const PACE_MS = 40;

/** A NATS server with JetStream on disk that fsyncs every write (what durability claims need). */
export class NatsServer {
  readonly url: string;
  private child: ChildProcess | undefined;
  private readonly conf: string;
  private readonly monitorPort: number;
  private readonly logFile: string;

  /**
   * `cluster`, for a node of a cluster: its name, its route port and the other nodes' route
   * URLs. Each node keeps its files in a folder of its own under `dir`.
   */
  constructor(
    dir: string,
    port: number,
    monitorPort: number,
    cluster?: { serverName: string; routePort: number; routes: string[] },
  ) {
    this.url = `nats://127.0.0.1:${port}`;
    this.monitorPort = monitorPort;
    const own = cluster ? join(dir, cluster.serverName) : dir;
    mkdirSync(own, { recursive: true });
    this.conf = join(own, 'nats.conf');
    this.logFile = join(own, 'nats.log');
    writeFileSync(
      this.conf,
      [
        `listen: "127.0.0.1:${port}"`,
        `http: "127.0.0.1:${monitorPort}"`,
        `jetstream { store_dir: "${join(own, 'js')}", sync_interval: always }`,
        ...(cluster
          ? [
              `server_name: ${cluster.serverName}`,
              `cluster { name: rawi, listen: "127.0.0.1:${cluster.routePort}", routes: [${cluster.routes.map((r) => `"${r}"`).join(', ')}] }`,
            ]
          : []),
        '',
      ].join('\n'),
    );
  }

  async start() {
    this.child = spawn(join(REPO_ROOT, '.tools/bin/nats-server'), ['-c', this.conf], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(this.logFile, { flags: 'a' });
    this.child.stdout?.pipe(log);
    this.child.stderr?.pipe(log);
    await waitFor(`http://127.0.0.1:${this.monitorPort}/healthz?js-enabled-only=true`);
  }

  async kill() {
    await stopProcess(this.child, { signal: 'SIGKILL' });
  }
}

/** A service as it runs in production: its own process, configured by environment. */
export class ServiceProcess {
  readonly url: string;
  private child: ChildProcess | undefined;
  private readonly entry: string;
  private readonly env: Record<string, string>;
  private readonly logFile: string;

  constructor(entry: string, env: Record<string, string>, port: number, logFile: string) {
    this.entry = entry;
    this.env = env;
    this.url = `http://127.0.0.1:${port}`;
    this.logFile = logFile;
  }

  async start() {
    this.child = spawn(process.execPath, [this.entry], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(this.logFile, { flags: 'a' });
    this.child.stdout?.pipe(log);
    this.child.stderr?.pipe(log);
    await waitFor(`${this.url}/readyz`);
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL') {
    await stopProcess(this.child, { signal });
  }

  log() {
    return readFileSync(this.logFile, 'utf8');
  }
}

/** The contact service's own process (signing form tokens with the tests' secret). */
export class ContactService extends ServiceProcess {
  constructor(env: Record<string, string>, port: number, logFile: string) {
    super('services/contact/src/index.ts', { CONTACT_FORM_SECRET: TEST_FORM_SECRET, ...env }, port, logFile);
  }
}

export async function waitFor(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} not ready within ${timeoutMs} ms`);
    await sleep(100);
  }
}

export interface BurstResult {
  /** Markers of the submissions the service accepted with 201. */
  accepted: string[];
  refused: number;
}

/**
 * Sends TOTAL submissions at a steady pace without waiting for answers (a burst of visitors),
 * each from its own client address and with a unique marker in its message; `at` runs an
 * outage step once that many have been sent.
 */
export async function burst(
  service: ContactService,
  run: string,
  at: Record<number, () => Promise<void>>,
): Promise<BurstResult> {
  const accepted: string[] = [];
  let refused = 0;
  const inFlight: Array<Promise<void>> = [];
  const steps: Array<Promise<void>> = [];
  for (let i = 0; i < TOTAL; i += 1) {
    const step = at[i];
    if (step) steps.push(step());
    const marker = `${run}-${i}`;
    inFlight.push(
      fetch(`${service.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: JSON.stringify(
          buildContactMessage({
            name: `Visitor ${i}`,
            email: `visitor${i}@example.com`,
            message: `Outage test message ${marker} about a demo.`,
            formToken: formTokenAged(),
          }),
        ),
        signal: AbortSignal.timeout(15_000),
      }).then(
        async (res) => {
          await res.arrayBuffer();
          if (res.status === 201) accepted.push(marker);
          else refused += 1;
        },
        () => {
          refused += 1;
        },
      ),
    );
    await sleep(PACE_MS);
  }
  await Promise.all([...inFlight, ...steps]);
  return { accepted, refused };
}

export const markerOf = (message: string) => /Outage test message (\S+) about/.exec(message)?.[1] ?? '';

/** Reads every event of these subjects in the stream with a fresh consumer: what any consumer would be delivered. */
export async function streamedEvents(
  events: Events,
  subjects: string[] = [SUBJECTS.submissionCreated],
): Promise<Array<{ msgId: string; event: EventEnvelope }>> {
  // Generous time-outs: after a node is lost the stream's new leader may take a few seconds.
  const jsm = await jetstreamManager(events.nc, { timeout: 20_000, checkAPI: false });
  const configFor = (name: string) => ({
    durable_name: name,
    filter_subjects: subjects,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    // One copy is enough for an audit, and needs no quorum of the cluster's nodes to be made.
    num_replicas: 1,
    mem_storage: true,
  });
  // Making a consumer needs the cluster's JetStream meta leader, which a lost node may have
  // been: on a loaded machine its re-election can take a while, so ask again. Each attempt
  // takes a new name: a one-copy consumer placed on the node that was lost answers 'consumer is
  // offline' for as long as it exists, and the next one may land on a live node.
  // An add whose reply was lost may have made the consumer: then it is there to be read.
  const addConsumer = async (): Promise<string> => {
    for (let attempt = 1; ; attempt += 1) {
      const name = `outage-audit-${Date.now()}-${attempt}`;
      try {
        await jsm.consumers.add(EVENT_STREAM, configFor(name));
        return name;
      } catch (error) {
        const made = await jsm.consumers.info(EVENT_STREAM, name).then(
          (info) => Boolean(info.cluster?.leader),
          () => false,
        );
        if (made) return name;
        await jsm.consumers.delete(EVENT_STREAM, name).catch(() => undefined);
        if (attempt >= 10) throw error;
        await sleep(2000);
      }
    }
  };
  const name = await addConsumer();
  const consumer = await jetstream(events.nc, { timeout: 20_000 }).consumers.get(EVENT_STREAM, name);
  const seen: Array<{ msgId: string; event: EventEnvelope }> = [];
  for (;;) {
    const batch = await consumer.fetch({ max_messages: 200, expires: 1500 });
    let count = 0;
    for await (const m of batch) {
      count += 1;
      seen.push({ msgId: m.headers?.get('Nats-Msg-Id') ?? '', event: m.json<EventEnvelope>() });
      m.ack();
    }
    if (count === 0) break;
  }
  await jsm.consumers.delete(EVENT_STREAM, name);
  return seen;
}

export async function waitUntilAllPublished(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await SubmissionModel.countDocuments({ createdEventPublishedAt: null });
    if (pending === 0) return;
    if (Date.now() > deadline)
      throw new Error(`${pending} submission events still unpublished after ${timeoutMs} ms`);
    await sleep(250);
  }
}

export const countBy = <T>(items: T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

export async function expectEveryAcceptedStoredAndDeliveredOnce(
  { events, smtp }: { events: Events; smtp: TestSmtpServer },
  accepted: string[],
  run: string,
  { mailsExactlyOnce }: { mailsExactlyOnce: boolean },
) {
  await waitUntilAllPublished();
  const stored = (await SubmissionModel.find().lean()).filter((s) =>
    markerOf(s.message).startsWith(`${run}-`),
  );
  const storedCount = countBy(stored, (s) => markerOf(s.message));
  // Every accepted submission is stored exactly once.
  for (const marker of accepted) expect(storedCount.get(marker), marker).toBe(1);

  // Every stored submission's event is in the stream exactly once, under its own id.
  const streamed = (await streamedEvents(events)).filter((e) =>
    markerOf((e.event.data as EventPayloads['contact.submission-created']).submission.message).startsWith(
      `${run}-`,
    ),
  );
  const deliveries = countBy(streamed, (e) => e.msgId);
  for (const submission of stored)
    expect(deliveries.get(submission.createdEventId), submission.createdEventId).toBe(1);
  expect(streamed).toHaveLength(stored.length);
  for (const { msgId, event } of streamed) expect(event.id).toBe(msgId);

  // The notifier (a durable consumer in the service) mailed each accepted submission.
  const mailedMarker = (text: string) => markerOf(text);
  await expect
    .poll(
      () => accepted.filter((marker) => !smtp.mails.some((m) => mailedMarker(m.text) === marker)).length,
      { timeout: 30_000, interval: 250 },
    )
    .toBe(0);
  if (mailsExactlyOnce) {
    const mails = countBy(
      smtp.mails.filter((m) => m.to.includes(STAFF) && mailedMarker(m.text).startsWith(`${run}-`)),
      (m) => mailedMarker(m.text),
    );
    for (const marker of accepted) expect(mails.get(marker), marker).toBe(1);
  }
}
