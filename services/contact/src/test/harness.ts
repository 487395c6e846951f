/**
 * What the contact service's durability tests share: the service as a real child process, a
 * paced burst of submissions, and the check that every accepted submission is stored, streamed
 * and mailed exactly once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { SUBJECTS, type EventPayloads } from '@rawi/proto';
import type { Events } from '@rawi/kit';
import { ServiceProcess, streamedEvents, testServiceEnv } from '@rawi/kit/testing';
import { SubmissionModel } from '../models/submission.ts';
import { buildContactMessage, formTokenAged, TEST_FORM_SECRET } from './support.ts';
import type { TestSmtpServer } from './smtp.ts';

export const STAFF = 'staff@rawi.test';
export const TOTAL = 60;
export const PACE_MS = 40;

/**
 * The environment of a contact service process under test: its own database, the given NATS and
 * SMTP server, mail to STAFF, a rate limit bursts stay under and a short notifier ack wait.
 */
export function contactProcessEnv(
  database: string,
  port: number,
  { natsUrl, smtpUrl }: { natsUrl: string; smtpUrl: string },
  extra: Record<string, string> = {},
): Record<string, string> {
  return testServiceEnv(database, {
    PORT: String(port),
    NATS_URL: natsUrl,
    SMTP_URL: smtpUrl,
    NOTIFY_EMAIL: STAFF,
    CONTACT_RATE_LIMIT: '10000',
    NOTIFIER_ACK_WAIT_MS: '3000',
    LOG_LEVEL: 'info',
    ...extra,
  });
}

/** The contact service's own process (signing form tokens with the tests' secret). */
export class ContactService extends ServiceProcess {
  constructor(env: Record<string, string>, port: number, logFile: string) {
    super('services/contact/src/index.ts', { CONTACT_FORM_SECRET: TEST_FORM_SECRET, ...env }, port, logFile);
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
  const streamed = (await streamedEvents(events, [SUBJECTS.submissionCreated])).filter((e) =>
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
