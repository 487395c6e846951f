import mongoose from 'mongoose';
import type * as yup from 'yup';
import { apiHandlers } from '@rawi/kit';
import { type apiSchemas, type ActivityEntry, type ActivityKind, type Actor } from '@rawi/proto';
import { ActivityModel, type ActivityRecord } from '../../models/activity.ts';

type ActivityQuery = yup.InferType<typeof apiSchemas.activityQuery>;

/** `to` as a day includes the whole day. */
const endOf = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);

function filterOf(query: ActivityQuery): mongoose.QueryFilter<ActivityRecord> {
  const at: Record<string, Date> = {};
  if (query.from) at.$gte = new Date(query.from);
  if (query.to) at.$lte = endOf(query.to);
  if (query.before) at.$lt = new Date(query.before);
  return {
    ...(query.kind ? { kind: query.kind } : {}),
    // A user id, or a username (sign-in failures name no account).
    ...(query.actor ? { $or: [{ 'actor.id': query.actor }, { 'actor.username': query.actor }] } : {}),
    ...(Object.keys(at).length ? { at: mongoose.trusted(at) } : {}),
  };
}

function present(record: ActivityRecord): ActivityEntry {
  return {
    id: record._id,
    at: record.at.toISOString(),
    kind: record.kind as ActivityKind,
    action: record.action,
    actor: (record.actor as Actor | null) ?? null,
    target: record.target as ActivityEntry['target'],
    clientAddress: record.clientAddress ?? null,
    details: (record.details ?? {}) as ActivityEntry['details'],
  };
}

/** The activity log, newest first. There is no call that writes, edits or deletes an entry. */
export const activityHandlers = apiHandlers('identity', {
  'GET /api/activity': async (ctx) => {
    const query = ctx.input;
    const records = await ActivityModel.find(filterOf(query))
      .sort({ at: -1, _id: -1 })
      .limit(query.limit)
      .lean();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = records.map(present);
  },
});
