/** The API's calls answered by the content service: the landing page's sections and their history. */
import type { ApiRoute } from './route.ts';
import { pathParams } from './params.ts';
import { contentSaveBody } from '../../schemas/content-save.ts';

/** A section in one language: what a read, its history and a restore name. */
const sectionInLanguage = { section: pathParams.section, language: pathParams.language };

export const contentRoutes = [
  // content
  {
    method: 'GET',
    path: '/api/content/all/{language}',
    service: 'content',
    summary: 'Every saved section in one language',
    access: 'optionalToken',
    params: { language: pathParams.language },
    reply: { status: 200, schema: 'contentItems' },
    cache: { family: 'content-all', key: ({ language }) => `${language}`, onPages: true },
  },
  {
    method: 'GET',
    path: '/api/content/{section}/{language}',
    service: 'content',
    summary: 'One section in one language',
    access: 'optionalToken',
    params: sectionInLanguage,
    reply: { status: 200, schema: 'contentItem' },
    errors: [404],
    cache: { family: 'content', key: ({ section, language }) => `${section}:${language}` },
    example: { params: { section: 'hero', language: 'ar' } },
  },
  {
    method: 'POST',
    path: '/api/content',
    service: 'content',
    summary: 'Save one section in one language, whole',
    access: 'token',
    body: contentSaveBody,
    reply: { status: 200, schema: 'contentItem' },
    errors: [409],
    ifMatch: true,
    example: {
      body: {
        section: 'services',
        language: 'en',
        data: { services: [{ id: 'private-models', title: 'Private models', features: ['On premises'] }] },
      },
    },
  },
  {
    method: 'GET',
    path: '/api/content/translations',
    service: 'content',
    summary: 'Every section: its Arabic translation missing, outdated or in step',
    access: 'token',
    reply: { status: 200, schema: 'contentTranslationStatuses' },
  },
  {
    method: 'POST',
    path: '/api/content/translations/{section}/in-step',
    service: 'content',
    summary: "Mark a section's translation in step without changing it ('No change needed')",
    access: 'token',
    params: { section: pathParams.section },
    reply: { status: 200, schema: 'contentTranslationStatus' },
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/content/{section}/{language}/history',
    service: 'content',
    summary: 'Every saved state of a section, newest first',
    access: 'token',
    params: sectionInLanguage,
    reply: { status: 200, schema: 'versions' },
  },
  {
    method: 'POST',
    path: '/api/content/{section}/{language}/history/{versionId}/restore',
    service: 'content',
    summary: 'Save an older state as the newest',
    access: 'token',
    params: { ...sectionInLanguage, versionId: pathParams.versionId },
    reply: { status: 200, schema: 'contentItem' },
    errors: [404],
  },
] as const satisfies readonly ApiRoute[];
