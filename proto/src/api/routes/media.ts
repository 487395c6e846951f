/** The API's calls answered by the media service: the library's list, uploads, files and removal. */
import type { ApiRoute } from './route.ts';
import { pathParams } from './params.ts';
import { apiSchemas } from '../../schemas/call-input-schemas.ts';
import { schemas } from '../../schemas/english-schemas.ts';

export const mediaRoutes = [
  // media
  {
    method: 'GET',
    path: '/api/media',
    service: 'media',
    summary: 'Uploaded files, newest first',
    access: 'token',
    reply: { status: 200, schema: 'mediaFiles' },
  },
  {
    method: 'POST',
    path: '/api/media/upload',
    service: 'media',
    summary: 'Upload an image (multipart field `file`)',
    access: 'token',
    body: 'multipart',
    query: apiSchemas.uploadQuery,
    reply: { status: 201, schema: 'mediaFile' },
    errors: [413, 415],
    example: { query: { kind: 'content' } },
  },
  {
    method: 'PATCH',
    path: '/api/media/{id}',
    service: 'media',
    summary:
      "Set an image's details: alt text per language, decorative, focal point (a new one cuts its crops anew)",
    access: 'token',
    params: { id: pathParams.mediaId },
    body: schemas.mediaDetails,
    reply: { status: 200, schema: 'mediaFile' },
    errors: [404, 409],
    ifMatch: true,
    example: {
      body: {
        alt: { en: 'A microphone between two sound waves', ar: 'ميكروفون بين موجتين صوتيتين' },
        decorative: false,
        focal: { x: 0.5, y: 0.4 },
      },
    },
  },
  {
    method: 'GET',
    path: '/api/media/focal-points',
    service: 'media',
    summary: "Every library image's focal point an editor set, by its uuid (how the pages cut and place it)",
    access: 'public',
    reply: { status: 200, schema: 'imageFoci' },
    // Every page shows what it answers: media.updated drops it with the pages, as an edit does.
    cache: { family: 'image-foci', onPages: true },
  },
  {
    method: 'DELETE',
    path: '/api/media/{id}',
    service: 'media',
    summary: 'Delete a file',
    access: 'token',
    params: { id: pathParams.mediaId },
    reply: { status: 204 },
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/media/files/{filename}',
    service: 'media',
    summary: 'A stored file',
    access: 'public',
    params: { filename: pathParams.filename },
    reply: { status: 200, contentType: 'image/*' },
    errors: [404],
    // A stored name (`<uuid>.<ext>` or `<uuid>-w<width>.<ext>`) starts with its file's uuid: an
    // original and its variants share one tag, which the file's deletion drops.
    cache: { family: 'media', key: ({ filename = '' }) => filename.slice(0, 36), file: true },
  },
] as const satisfies readonly ApiRoute[];
