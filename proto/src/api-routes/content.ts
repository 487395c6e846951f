/** The API's calls answered by the content service: the landing page's sections and their history. */
import type { ApiRoute } from './route.ts';
import { schemas } from '../schemas.ts';

export const contentRoutes: readonly ApiRoute[] = [
  // content
  {
    method: 'GET',
    path: '/api/content/all/{language}',
    service: 'content',
    summary: 'Every saved section in one language',
    optionalToken: true,
    reply: { status: 200, schema: 'contentItems' },
  },
  {
    method: 'GET',
    path: '/api/content/{section}/{language}',
    service: 'content',
    summary: 'One section in one language',
    optionalToken: true,
    reply: { status: 200, schema: 'contentItem' },
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/content',
    service: 'content',
    summary: 'Save one section in one language, whole',
    body: schemas.contentSave,
    reply: { status: 200, schema: 'contentItem' },
    errors: [409],
    ifMatch: true,
  },
  {
    method: 'GET',
    path: '/api/content/translations',
    service: 'content',
    summary: 'Every section: its Arabic translation missing, outdated or in step',
    reply: { status: 200, schema: 'contentTranslationStatuses' },
  },
  {
    method: 'POST',
    path: '/api/content/translations/{section}/in-step',
    service: 'content',
    summary: "Mark a section's translation in step without changing it ('No change needed')",
    reply: { status: 200, schema: 'contentTranslationStatus' },
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/content/{section}/{language}/history',
    service: 'content',
    summary: 'Every saved state of a section, newest first',
    reply: { status: 200, schema: 'versions' },
  },
  {
    method: 'POST',
    path: '/api/content/{section}/{language}/history/{versionId}/restore',
    service: 'content',
    summary: 'Save an older state as the newest',
    reply: { status: 200, schema: 'contentItem' },
    errors: [404],
  },
];
