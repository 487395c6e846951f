import { errors } from '@rawi/kit';
import { isObjectId } from '@rawi/proto';

export const projectNotFound = () => errors.notFound('Project not found');

/** A path id that cannot name a project is simply not found (never a cast error). */
export function parseProjectId(id: string | undefined): string {
  if (!id || !isObjectId(id)) throw projectNotFound();
  return id;
}
