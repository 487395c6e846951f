/** The API's calls answered by the media service: the library's list, uploads, files and removal. */
import type { ApiRoute } from './route.ts';
import { apiSchemas } from '../api-schemas.ts';

export const mediaRoutes: readonly ApiRoute[] = [
  // media
  {
    method: 'GET',
    path: '/api/media',
    service: 'media',
    summary: 'Uploaded files, newest first',
    reply: { status: 200, schema: 'mediaFiles' },
  },
  {
    method: 'POST',
    path: '/api/media/upload',
    service: 'media',
    summary: 'Upload an image (multipart field `file`)',
    body: 'multipart',
    query: apiSchemas.uploadQuery,
    reply: { status: 201, schema: 'mediaFile' },
    errors: [413, 415],
  },
  {
    method: 'DELETE',
    path: '/api/media/{id}',
    service: 'media',
    summary: 'Delete a file',
    reply: { status: 204 },
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/media/files/{filename}',
    service: 'media',
    summary: 'A stored file',
    reply: { status: 200, contentType: 'image/*' },
    errors: [404],
  },
];
