import mongoose from 'mongoose';
import type { SubmissionPriority, SubmissionStatus } from '@rawi/proto';
import { searchKey } from './search-text.ts';

export interface SubmissionFilters {
  status?: SubmissionStatus | string | undefined;
  priority?: SubmissionPriority | string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The database filter of the list's filters: `from` and `to` are inclusive (a bare date `to`
 * takes in its whole day); each word of `q` must appear in the stored search text.
 */
export function submissionFilter({ status, priority, from, to, q }: SubmissionFilters) {
  const filter: Record<string, unknown> = {};
  if (status) filter.status = status;
  if (priority) filter.priority = priority;
  const createdAt: Record<string, Date> = {};
  if (from) createdAt.$gte = new Date(from);
  if (to)
    createdAt[DATE_ONLY.test(to) ? '$lt' : '$lte'] = new Date(
      Date.parse(to) + (DATE_ONLY.test(to) ? DAY_MS : 0),
    );
  if (Object.keys(createdAt).length) filter.createdAt = mongoose.trusted(createdAt);
  const words = q ? searchKey(q).split(' ').filter(Boolean) : [];
  if (words.length) {
    filter.$and = words.map((word) => ({ searchText: mongoose.trusted({ $regex: escapeRegex(word) }) }));
  }
  return filter;
}
