/** Starts the projects service on port 0 against the test FerretDB and NATS, and builds projects. */
import { outboxCollection } from '@rawi/kit';
import { jsonClient, startServiceTestServer, testLogger } from '@rawi/kit/testing';
import { projectEvents } from '../events/project-events.ts';
import type { ProjectInput } from '@rawi/proto';
import { createApp } from '../app.ts';
import { ProjectModel } from '../models/project.ts';
import { bumpCatalogueVersion } from '../models/catalogue-version.ts';

export async function getTestServer(label: string) {
  const server = await startServiceTestServer({
    label: `projects_${label}`,
    outboxSources: [projectEvents, outboxCollection],
    prepare: () => ProjectModel.init(),
    createApp: ({ relay, verifyToken }) => createApp({ logger: testLogger, verifyToken, relay }),
  });
  return { url: server.url, call: jsonClient(server.url), close: server.close };
}

let sequence = 0;

/** A valid project body; every call gets its own slug unless one is given. */
export function buildProject(overrides: Partial<Record<keyof ProjectInput, unknown>> = {}): ProjectInput {
  sequence += 1;
  return {
    title: `Project ${sequence}`,
    slug: `project-${sequence}`,
    language: 'en',
    description: 'An on-premises Arabic language model for a bank.',
    briefDescription: 'Private Arabic LLM.',
    features: ['Air-gapped', 'Arabic and English'],
    advantages: ['Data stays inside'],
    useCases: ['Contact centre'],
    category: 'Language Models',
    status: 'active',
    sortOrder: 0,
    ...overrides,
  } as ProjectInput;
}

/**
 * Stores projects directly (no API, no events) for read tests, moving the catalogue version
 * as every write path does so cached lists are rebuilt.
 */
export async function insertProjects(...projects: ProjectInput[]) {
  const inserted = await ProjectModel.insertMany(projects);
  await bumpCatalogueVersion();
  return inserted;
}

/** Empties the collection between tests, as a write would (the version moves). */
export async function removeAllProjects() {
  await ProjectModel.deleteMany({});
  await bumpCatalogueVersion();
}
