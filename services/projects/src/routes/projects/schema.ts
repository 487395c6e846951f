import { schemas } from '@rawi/proto';

/** The create and full-update body (unknown fields are stripped by `validate`). */
export const projectBody = schemas.project;

/** `?language=en|ar`, optional: the same rule and message as the project's own language. */
export const languageQuery = schemas.project.pick(['language']).partial();
