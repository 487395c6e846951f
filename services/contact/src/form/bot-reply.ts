import mongoose from 'mongoose';
import type { ContactMessageInput, ContactSubmission } from '@rawi/proto';

/**
 * What a script that was not stored is answered: a submission exactly like the one a person
 * gets (a fresh id, new/medium, now), so nothing in the reply tells it apart.
 */
export function lookAlikeSubmission(input: ContactMessageInput): Omit<ContactSubmission, 'revision'> {
  const now = new Date().toISOString();
  return {
    id: new mongoose.Types.ObjectId().toString(),
    name: input.name,
    email: input.email,
    ...(input.phone ? { phone: input.phone } : {}),
    ...(input.company ? { company: input.company } : {}),
    message: input.message,
    status: 'new',
    priority: 'medium',
    createdAt: now,
    updatedAt: now,
  };
}
