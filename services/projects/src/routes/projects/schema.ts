import { apiSchemas, schemas } from '@rawi/proto';

/** The create and full-update body (unknown fields are stripped by `validate`; a schedule must lie ahead). */
export const projectBody = schemas.projectSave;

export const languageQuery = apiSchemas.languageQuery;
