import mongoose from 'mongoose';
import type { Language } from '@rawi/proto';
import { errors, isDuplicateKeyError } from '@rawi/kit';
import { ProjectModel } from '../models/project.ts';

const SLUG_TAKEN = 'Slug already exists for this language';
const slugTaken = () => errors.conflict(SLUG_TAKEN, { slug: SLUG_TAKEN });

/**
 * Runs a write and turns a duplicate key into the slug conflict: {language, slug} is the
 * collection's only unique index besides _id, so the unique index itself is the check.
 */
export async function withSlugConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateKeyError(error)) throw slugTaken();
    throw error;
  }
}

/**
 * Refuses a slug another project already uses in that language. Needed before updates:
 * FerretDB v1 reports a unique-index violation on update as a generic InternalError (code 1)
 * rather than 11000, so the index alone would surface as a 500 there. The index still
 * guards the race between this check and the write.
 */
export async function assertSlugFree(language: Language, slug: string, exceptId: string): Promise<void> {
  const taken = await ProjectModel.exists({ language, slug, _id: mongoose.trusted({ $ne: exceptId }) });
  if (taken) throw slugTaken();
}
