import { documentEvents } from '@rawi/kit';
import type { EventPayloads, Subject } from '@rawi/proto';
import { UserModel } from '../models/user.ts';
import { presentUser } from '../presenters/user.ts';

/**
 * user.created, user.updated and user.password-changed, kept in the user's document (written
 * with the change) until published; created and updated carry the user as presented.
 */
export const userEvents = documentEvents<Parameters<typeof presentUser>[0]>(
  UserModel,
  (record) => ({ user: presentUser(record) }) as EventPayloads[Subject],
);
