/**
 * Where a stored media file is read (the table's `GET /api/media/files/{filename}`, for code
 * that builds image addresses in the browser's first script), and the one path of the API's
 * namespace that is no call of the table: where the gateway serves the OpenAPI document.
 */
import { pathOf } from '../call-path.ts';

export const mediaFileUrl = (filename: string) => pathOf('GET /api/media/files/{filename}', { filename });

export const OPENAPI_PATH = '/api/openapi.json';
