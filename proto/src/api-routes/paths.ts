/**
 * Paths that are not calls of the table but live in the API's namespace: where a stored media
 * file is read (the table's `GET /api/media/files/{filename}`, built where no import of the
 * table may run) and where the gateway serves the OpenAPI document.
 */
export const mediaFileUrl = (filename: string) => `/api/media/files/${filename}`;

export const OPENAPI_PATH = '/api/openapi.json';
