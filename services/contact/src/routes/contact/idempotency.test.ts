import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ContactSubmission } from '@rawi/proto';
import { SubmissionModel } from '../../models/submission.ts';
import {
  anotherClient,
  buildContactMessage,
  formTokenAged,
  contactServer,
  useContactServer,
  sendContact,
} from '../../test/support.ts';

useContactServer('contact_idempotency');

const submissionOf = async (res: Response) =>
  ((await res.json()) as { submission: ContactSubmission }).submission;

describe('POST /api/contact with an Idempotency-Key', () => {
  it('a retry with the same key returns the first reply and stores once', async () => {
    const key = randomUUID();
    const message = buildContactMessage();
    const first = await sendContact(contactServer.url, message, {
      ...anotherClient(),
      'idempotency-key': key,
    });
    expect(first.status).toBe(201);
    const retry = await sendContact(contactServer.url, message, {
      ...anotherClient(),
      'idempotency-key': key,
    });
    expect(retry.status).toBe(201);
    expect(await submissionOf(retry)).toEqual(await submissionOf(first));
    expect(await SubmissionModel.countDocuments()).toBe(1);
  });

  it('concurrent retries with one key store once', async () => {
    const key = randomUUID();
    // The form retries with the same token as well as the same key.
    const message = buildContactMessage({ formToken: formTokenAged() });
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        sendContact(contactServer.url, message, { ...anotherClient(), 'idempotency-key': key }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set((await Promise.all(replies.map(submissionOf))).map((s) => s.id));
    expect(ids.size).toBe(1);
    expect(await SubmissionModel.countDocuments()).toBe(1);
  });

  it('different keys store separately, and a malformed key is a 400', async () => {
    const message = buildContactMessage();
    await sendContact(contactServer.url, message, { ...anotherClient(), 'idempotency-key': randomUUID() });
    await sendContact(contactServer.url, message, { ...anotherClient(), 'idempotency-key': randomUUID() });
    expect(await SubmissionModel.countDocuments()).toBe(2);
    const bad = await sendContact(contactServer.url, message, {
      ...anotherClient(),
      'idempotency-key': 'x{$}',
    });
    expect(bad.status).toBe(400);
  });
});
