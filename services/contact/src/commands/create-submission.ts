import { randomUUID } from 'node:crypto';
import type { ContactMessageInput, ContactSubmission } from '@rawi/proto';
import { currentEventMeta, type OutboxRelay } from '@rawi/kit';
import { SubmissionModel } from '../models/submission.ts';
import { presentSubmission } from '../presenters/submission.ts';

/**
 * The visitor is answered only once the database has the message durably: acknowledged by a
 * majority of the replica set and written to its journal (a standalone server or FerretDB
 * acknowledges once it has written it).
 */
export const DURABLE_WRITE = { w: 'majority', j: true, wtimeout: 10_000 } as const;

/** Stores the message as new/medium with its pending submission-created event, then nudges the relay. */
export async function createSubmission(
  input: ContactMessageInput,
  relay: OutboxRelay | undefined,
): Promise<ContactSubmission> {
  const record = await new SubmissionModel({
    name: input.name,
    email: input.email,
    ...(input.company ? { company: input.company } : {}),
    ...(input.phone ? { phone: input.phone } : {}),
    message: input.message,
    status: 'new',
    priority: 'medium',
    createdEventId: randomUUID(),
    createdEventPublishedAt: null,
    // A visitor is no actor; the trace and address travel with the event.
    createdEventMeta: { ...currentEventMeta(), actor: null },
  }).save({ ...DURABLE_WRITE });
  relay?.kick();
  return presentSubmission(record.toObject());
}
