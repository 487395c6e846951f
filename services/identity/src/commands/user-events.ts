import { recordEvent, type OutboxRelay } from '@rawi/kit';
import { SUBJECTS } from '@rawi/proto';
import type { UserRecord } from '../models/user.ts';
import { presentUser } from '../presenters/user.ts';

/** Records the user events in the outbox right after the change; the relay publishes them. */
export const userEvents = {
  created: (relay: OutboxRelay | undefined, user: UserRecord) =>
    recordEvent(relay, SUBJECTS.userCreated, { user: presentUser(user) }),
  updated: (relay: OutboxRelay | undefined, user: UserRecord) =>
    recordEvent(relay, SUBJECTS.userUpdated, { user: presentUser(user) }),
  deleted: (relay: OutboxRelay | undefined, user: Pick<UserRecord, '_id' | 'username'>) =>
    recordEvent(relay, SUBJECTS.userDeleted, { id: String(user._id), username: user.username }),
};
