import { apiSchemas, schemas } from '@rawi/proto';

/** The create and full-update body (unknown fields are stripped by `validate`). */
export const projectBody = schemas.project;

export const languageQuery = apiSchemas.languageQuery;
