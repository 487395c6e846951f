import { errors } from '@rawi/kit';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

export const projectNotFound = () => errors.notFound('Project not found');

/** A path id that cannot name a project is simply not found (never a cast error). */
export function parseProjectId(id: string | undefined): string {
  if (!id || !OBJECT_ID.test(id)) throw projectNotFound();
  return id;
}
