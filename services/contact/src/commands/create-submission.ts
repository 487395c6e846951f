import { randomUUID } from 'node:crypto';
import type { ContactMessageInput, ContactSubmission } from '@rawi/proto';
import { currentEventMeta, type OutboxRelay } from '@rawi/kit';
import { SubmissionModel } from '../models/submission.ts';
import { presentSubmission } from '../presenters/submission.ts';
import { emailKey, submissionSearchText } from '../search/search-text.ts';

/**
 * The visitor is answered only once the database has the message durably: acknowledged by a
 * majority of the replica set and written to its journal (a standalone server or FerretDB
 * acknowledges once it has written it).
 */
export const DURABLE_WRITE = { w: 'majority', j: true, wtimeout: 10_000 } as const;

/** What the form may send as `Idempotency-Key`: a UUID-like token. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * Stores the message as new/medium with its pending submission-created event, then nudges the
 * relay. With an idempotency key the key becomes the event id (unique), so a retried request
 * stores nothing new and gets the first reply.
 */
export async function createSubmission(
  input: ContactMessageInput,
  relay: OutboxRelay | undefined,
  idempotencyKey?: string,
): Promise<ContactSubmission> {
  const createdEventId = idempotencyKey ? `contact-${idempotencyKey}` : randomUUID();
  try {
    return await store(input, createdEventId, relay);
  } catch (error) {
    if (!idempotencyKey || (error as { code?: unknown }).code !== 11000) throw error;
    const first = await SubmissionModel.findOne({ createdEventId }).lean();
    if (!first) throw error;
    return presentSubmission(first);
  }
}

async function store(
  input: ContactMessageInput,
  createdEventId: string,
  relay: OutboxRelay | undefined,
): Promise<ContactSubmission> {
  const record = await new SubmissionModel({
    name: input.name,
    email: input.email,
    ...(input.company ? { company: input.company } : {}),
    ...(input.phone ? { phone: input.phone } : {}),
    message: input.message,
    emailKey: emailKey(input.email),
    searchText: submissionSearchText(input),
    status: 'new',
    priority: 'medium',
    createdEventId,
    createdEventPublishedAt: null,
    // A visitor is no actor; the trace and address travel with the event.
    createdEventMeta: { ...currentEventMeta(), actor: null },
  }).save({ ...DURABLE_WRITE });
  relay?.kick();
  return presentSubmission(record.toObject());
}
