import { SUBJECTS, type ContactSubmission, type SubmissionUpdateInput } from '@rawi/proto';
import { atRevision, errors, recordEvent, staleEdit, type OutboxRelay } from '@rawi/kit';
import { isSubmissionId, SubmissionModel } from '../models/submission.ts';
import { presentSubmission } from '../presenters/submission.ts';

const notFound = () => errors.notFound('Submission not found');

/** Sets status, priority and/or notes, then records contact.submission-updated. */
export async function updateSubmission(
  id: string,
  changes: SubmissionUpdateInput,
  relay: OutboxRelay | undefined,
  /** The revision the edit started from (If-Match); a newer one answers 409. */
  expected?: number,
): Promise<ContactSubmission> {
  if (!isSubmissionId(id)) throw notFound();
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) throw errors.validation('Send a status, priority or notes to change');
  const record = await SubmissionModel.findOneAndUpdate(
    { _id: id, ...atRevision(expected) },
    { $set: set, $inc: { revision: 1 } },
    { returnDocument: 'after', lean: true },
  );
  if (!record) throw (await SubmissionModel.exists({ _id: id })) ? staleEdit() : notFound();
  const submission = presentSubmission(record);
  await recordEvent(relay, SUBJECTS.submissionUpdated, { submission });
  return submission;
}

/** Removes the submission, then records contact.submission-deleted. */
export async function deleteSubmission(id: string, relay: OutboxRelay | undefined): Promise<void> {
  if (!isSubmissionId(id)) throw notFound();
  const record = await SubmissionModel.findOneAndDelete({ _id: id }, { lean: true });
  if (!record) throw notFound();
  await recordEvent(relay, SUBJECTS.submissionDeleted, { id });
}
