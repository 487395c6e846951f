/**
 * What the projects route tests share: the service on its own database with the project events
 * collected, started for the test file that calls useProjectsApi, and small clients for its
 * routes. `api` and `events` are live bindings, set once the file's beforeAll has run.
 */
import { beforeAll } from 'vitest';
import {
  bearer,
  generateJwtKeys,
  mintToken,
  unsignedToken,
  useServiceUnderTest,
  type EventCollector,
} from '@rawi/kit/testing';
import { validationMessages, type ErrorBody, type Language, type Project } from '@rawi/proto';
import type mongoose from 'mongoose';
import { ProjectModel, type ProjectRecord } from '../models/project.ts';
import { getTestServer, removeAllProjects } from './support.ts';

export type StoredProject = ProjectRecord & { _id: mongoose.Types.ObjectId };

export const m = validationMessages.en;
export const admin = bearer(mintToken({ username: 'faisal', role: 'admin' }));
export const badTokens: Array<[string, Record<string, string>]> = [
  ['no token', {}],
  ['a token signed with another key', bearer(mintToken({}, { privateKey: generateJwtKeys().privateKey }))],
  ['an unsigned alg=none token', bearer(unsignedToken())],
  ['an expired token', bearer(mintToken({}, { expiresIn: -10 }))],
];

export let api: Awaited<ReturnType<typeof getTestServer>>;
export let events: EventCollector;

/** Starts the service on the database `name` before the file's tests; every test starts with no projects. */
export function useProjectsApi(name: string): void {
  const underTest = useServiceUnderTest(() => getTestServer(name), {
    events: ['project.created', 'project.updated', 'project.deleted'],
    beforeEach: () => removeAllProjects(),
  });
  beforeAll(() => {
    ({ server: api, events } = underTest);
  });
}

type Reply = Project & ErrorBody;
export const create = (body: unknown, headers: Record<string, string> = admin) =>
  api.call<Reply>('POST', '/api/projects', { body, headers });
export const replace = (id: string, body: unknown, headers: Record<string, string> = admin) =>
  api.call<Reply>('PUT', `/api/projects/${id}`, { body, headers });
export const remove = (id: string, headers: Record<string, string> = admin) =>
  api.call<ErrorBody>('DELETE', `/api/projects/${id}`, { headers });
export const list = (query = '', headers: Record<string, string> = {}) =>
  api.call<Project[]>('GET', `/api/projects${query}`, { headers });
export const stored = (slug: string, language: Language = 'en') =>
  ProjectModel.findOne({ slug, language }).lean<StoredProject>();
