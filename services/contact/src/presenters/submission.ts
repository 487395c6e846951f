import type { ContactSubmission, SubmissionPriority, SubmissionStatus } from '@rawi/proto';
import type { SubmissionRecord } from '../models/submission.ts';

/** The submission as the API and its events carry it (no outbox bookkeeping). */
export function presentSubmission(record: SubmissionRecord): ContactSubmission {
  return {
    id: String(record._id),
    name: record.name,
    email: record.email,
    ...(record.phone ? { phone: record.phone } : {}),
    ...(record.company ? { company: record.company } : {}),
    message: record.message,
    status: record.status as SubmissionStatus,
    priority: record.priority as SubmissionPriority,
    ...(record.notes ? { notes: record.notes } : {}),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    revision: record.revision ?? 0,
  };
}
