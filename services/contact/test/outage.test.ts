/**
 * Kills NATS, then the contact service itself (SIGKILL), in the middle of a burst of contact
 * submissions, and proves that every accepted submission (201) is stored exactly once and its
 * contact.submission-created event reaches the stream exactly once (Nats-Msg-Id de-duplication)
 * and the notifier mails it. The service runs as a real child process
 * (`node services/contact/src/index.ts`) against its own NATS with JetStream on disk.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { EVENT_STREAM, SUBJECTS, type EventEnvelope, type EventPayloads } from '@rawi/proto';
import { connectEvents, connectMongo, disconnectMongo, type Events } from '@rawi/kit';
import { freePort, testLogger, testServiceEnv } from '@rawi/kit/testing';
import { SubmissionModel } from '../src/models/submission.ts';
import { buildContactMessage } from '../src/test/support.ts';
import { startSmtpServer, type TestSmtpServer } from '../src/test/smtp.ts';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const STAFF = 'staff@rawi.test';
const TOTAL = 60;
const PACE_MS = 40;

/** A NATS server with JetStream on disk that fsyncs every write (what durability claims need). */
class NatsServer {
  readonly url: string;
  private child: ChildProcess | undefined;
  private readonly conf: string;
  private readonly monitorPort: number;
  private readonly logFile: string;

  constructor(dir: string, port: number, monitorPort: number) {
    this.url = `nats://127.0.0.1:${port}`;
    this.monitorPort = monitorPort;
    this.conf = join(dir, 'nats.conf');
    this.logFile = join(dir, 'nats.log');
    writeFileSync(
      this.conf,
      [
        `listen: "127.0.0.1:${port}"`,
        `http: "127.0.0.1:${monitorPort}"`,
        `jetstream { store_dir: "${join(dir, 'js')}", sync_interval: always }`,
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
    await killed(this.child, 'SIGKILL');
  }
}

/** The contact service as it runs in production: its own process, configured by environment. */
class ContactService {
  readonly url: string;
  private child: ChildProcess | undefined;
  private readonly env: Record<string, string>;
  private readonly logFile: string;

  constructor(env: Record<string, string>, port: number, logFile: string) {
    this.env = env;
    this.url = `http://127.0.0.1:${port}`;
    this.logFile = logFile;
  }

  async start() {
    this.child = spawn(process.execPath, ['services/contact/src/index.ts'], {
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
    await killed(this.child, signal);
  }

  log() {
    return readFileSync(this.logFile, 'utf8');
  }
}

async function killed(child: ChildProcess | undefined, signal: NodeJS.Signals) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill(signal);
  await exited;
}

async function waitFor(url: string, timeoutMs = 30_000) {
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

interface BurstResult {
  /** Markers of the submissions the service accepted with 201. */
  accepted: string[];
  refused: number;
}

/**
 * Sends TOTAL submissions at a steady pace without waiting for answers (a burst of visitors),
 * each from its own client address and with a unique marker in its message; `at` runs an
 * outage step once that many have been sent.
 */
async function burst(
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
            message: `Outage test message ${marker} about a demo.`,
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

const markerOf = (message: string) => /Outage test message (\S+) about/.exec(message)?.[1] ?? '';

/** Reads every contact.submission-created in the stream with a fresh consumer: what any consumer would be delivered. */
async function streamedEvents(events: Events): Promise<Array<{ msgId: string; event: EventEnvelope }>> {
  const jsm = await jetstreamManager(events.nc);
  const name = `outage-audit-${Date.now()}`;
  await jsm.consumers.add(EVENT_STREAM, {
    durable_name: name,
    filter_subjects: [SUBJECTS.submissionCreated],
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
  });
  const consumer = await jetstream(events.nc).consumers.get(EVENT_STREAM, name);
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

async function waitUntilAllPublished(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await SubmissionModel.countDocuments({ createdEventPublishedAt: null });
    if (pending === 0) return;
    if (Date.now() > deadline)
      throw new Error(`${pending} submission events still unpublished after ${timeoutMs} ms`);
    await sleep(250);
  }
}

const countBy = <T>(items: T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

describe('contact submissions survive NATS and the service dying mid-burst', () => {
  let dir: string;
  let nats: NatsServer;
  let smtp: TestSmtpServer;
  let service: ContactService;
  let events: Events;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rawi-contact-outage-'));
    nats = new NatsServer(dir, await freePort(), await freePort());
    await nats.start();
    smtp = await startSmtpServer();
    const port = await freePort();
    const env = testServiceEnv('contact_outage', {
      PORT: String(port),
      NATS_URL: nats.url,
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: STAFF,
      CONTACT_RATE_LIMIT: '10000',
      NOTIFIER_ACK_WAIT_MS: '3000',
      LOG_LEVEL: 'info',
    });
    service = new ContactService(env, port, join(dir, 'contact.log'));
    await service.start();
    await connectMongo(env.MONGO_URL ?? '', testLogger, 5);
    events = await connectEvents(nats.url, testLogger, 'outage-test');
  }, 60_000);

  afterAll(async () => {
    await service?.kill('SIGTERM');
    await events?.close();
    await nats?.kill();
    await smtp?.close();
    await disconnectMongo();
    rmSync(dir, { recursive: true, force: true });
  });

  afterEach((context) => {
    if (context.task.result?.state === 'fail')
      console.error(`contact service log:\n${service.log().slice(-8000)}`);
  });

  async function expectEveryAcceptedStoredAndDeliveredOnce(
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

  it('loses nothing when NATS is killed mid-burst and comes back', async () => {
    let waitingForNats = 0;
    const result = await burst(service, 'nats', {
      15: () => nats.kill(),
      40: async () => {
        // Accepted while NATS was down: stored with their event still pending in the document.
        waitingForNats = await SubmissionModel.countDocuments({ createdEventPublishedAt: null });
        await nats.start();
      },
    });
    expect(waitingForNats).toBeGreaterThan(10);
    // The visitor's write never depends on NATS: every request was accepted.
    expect(result.refused).toBe(0);
    expect(result.accepted).toHaveLength(TOTAL);
    await expectEveryAcceptedStoredAndDeliveredOnce(result.accepted, 'nats', { mailsExactlyOnce: true });
  }, 150_000);

  it('loses nothing when the contact service is SIGKILLed mid-burst and restarted', async () => {
    const result = await burst(service, 'crash', {
      20: async () => {
        await service.kill('SIGKILL');
        await service.start();
      },
    });
    // Requests sent while it was down failed (the visitor is told, nothing is half-stored);
    // the restarted process took the rest.
    expect(result.refused).toBeGreaterThan(0);
    expect(result.accepted.some((marker) => Number(marker.split('-')[1]) >= 40)).toBe(true);
    // A mail may repeat if the process died between sending it and recording it; none may be missing.
    await expectEveryAcceptedStoredAndDeliveredOnce(result.accepted, 'crash', { mailsExactlyOnce: false });
  }, 150_000);
});
