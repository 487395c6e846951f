/** The API's calls answered by the projects service: public lists and pages, edits, history, removal and restore. */
import type { ApiRoute } from './route.ts';
import { apiSchemas } from '../api-schemas.ts';
import { schemas } from '../schemas.ts';

const { languageQuery } = apiSchemas;

export const projectsRoutes: readonly ApiRoute[] = [
  // projects
  {
    method: 'GET',
    path: '/api/projects',
    service: 'projects',
    summary: 'The catalogue (staff also see drafts and archived projects)',
    optionalToken: true,
    query: languageQuery,
    reply: { status: 200, schema: 'projects' },
  },
  {
    method: 'GET',
    path: '/api/projects/slug/{slug}',
    service: 'projects',
    summary: 'One project by its slug, with its other language versions (`translations`)',
    optionalToken: true,
    query: languageQuery,
    reply: { status: 200, schema: 'project' },
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/projects',
    service: 'projects',
    summary: 'Create a project (translationKey defaults to the slug; publishAt/unpublishAt must lie ahead)',
    body: schemas.projectSave,
    reply: { status: 201, schema: 'project' },
    errors: [409],
  },
  {
    method: 'PUT',
    path: '/api/projects/{id}',
    service: 'projects',
    summary: 'Replace a project',
    body: schemas.projectSave,
    reply: { status: 200, schema: 'project' },
    errors: [404, 409],
    ifMatch: true,
  },
  {
    method: 'DELETE',
    path: '/api/projects/{id}',
    service: 'projects',
    summary: 'Delete a project (restorable for DELETED_RETENTION_DAYS)',
    reply: { status: 204 },
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/projects/deleted',
    service: 'projects',
    summary: 'Recently deleted projects',
    reply: { status: 200, schema: 'deletedProjects' },
  },
  {
    method: 'POST',
    path: '/api/projects/deleted/{id}/restore',
    service: 'projects',
    summary: 'Bring a deleted project back',
    reply: { status: 201, schema: 'project' },
    errors: [404, 409],
  },
  {
    method: 'GET',
    path: '/api/projects/translations',
    service: 'projects',
    summary: 'Every project pair by translation key: missing, outdated or in step',
    reply: { status: 200, schema: 'projectTranslationStatuses' },
  },
  {
    method: 'POST',
    path: '/api/projects/translations/{translationKey}/in-step',
    service: 'projects',
    summary: "Mark a pair's translation in step without changing it ('No change needed')",
    reply: { status: 200, schema: 'projectTranslationStatus' },
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/projects/{id}/history',
    service: 'projects',
    summary: 'Every saved state of a project, newest first',
    reply: { status: 200, schema: 'versions' },
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/projects/{id}/history/{versionId}/restore',
    service: 'projects',
    summary: 'Save an older state as the newest',
    reply: { status: 200, schema: 'project' },
    errors: [404, 409],
  },
];
