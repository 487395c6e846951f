import { apiSchemas, isObjectId } from '@rawi/proto';

/** `POST /api/media/upload?kind=content`: the content page also accepts videos. */
export const uploadQuery = apiSchemas.uploadQuery;

/** Ids are MongoDB ObjectIds; anything else names no file (404, not a validation error). */
export const isMediaId = isObjectId;
