/**
 * Kills NATS, then the contact service itself (SIGKILL), in the middle of a burst of contact
 * submissions, and proves that every accepted submission (201) is stored exactly once and its
 * contact.submission-created event reaches the stream exactly once (Nats-Msg-Id de-duplication)
 * and the notifier mails it. The service runs as a real child process
 * (`node services/contact/src/index.ts`) against its own NATS with JetStream on disk.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectEvents, connectMongo, disconnectMongo, type Events } from '@rawi/kit';
import { freePort, NatsServer, testLogger } from '@rawi/kit/testing';
import { SubmissionModel } from '../src/models/submission.ts';
import { startSmtpServer, type TestSmtpServer } from '../src/test/smtp.ts';
import {
  burst,
  ContactService,
  contactProcessEnv,
  expectEveryAcceptedStoredAndDeliveredOnce,
  TOTAL,
} from '../src/test/harness.ts';

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
    const env = contactProcessEnv('contact_outage', port, { natsUrl: nats.url, smtpUrl: smtp.url });
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
    await expectEveryAcceptedStoredAndDeliveredOnce({ events, smtp }, result.accepted, 'nats', {
      mailsExactlyOnce: true,
    });
  }, 150_000);

  it('loses nothing when the contact service is SIGKILLed mid-burst and restarted', async () => {
    const result = await burst(service, 'crash', {
      20: async () => {
        await service.kill('SIGKILL');
        await service.start();
      },
    });
    // Requests sent while it was down failed (the visitor is told, nothing is half-stored).
    expect(result.refused).toBeGreaterThan(0);
    // The restarted process takes every message again. (Sent once the restart is over: on a busy
    // machine its start can outlast the rest of the burst, which then finds nobody listening.)
    const afterRestart = await burst(service, 'crash-after', {});
    expect(afterRestart.refused).toBe(0);
    // A mail may repeat if the process died between sending it and recording it; none may be missing.
    await expectEveryAcceptedStoredAndDeliveredOnce(
      { events, smtp },
      [...result.accepted, ...afterRestart.accepted],
      'crash',
      { mailsExactlyOnce: false },
    );
  }, 150_000);
});
