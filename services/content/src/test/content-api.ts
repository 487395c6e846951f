/**
 * What the content route tests share: the service on its own database with content.updated
 * collected, started for the test file that calls useContentApi, a client for saves and the
 * bodies they send. `api` and `events` are live bindings, set once the file's beforeAll has run.
 */
import { beforeAll } from 'vitest';
import { bearer, mintToken, useServiceUnderTest, type EventCollector } from '@rawi/kit/testing';
import { validationMessages, type ContentItem, type ErrorBody, type TeamMember } from '@rawi/proto';
import { ContentItemModel } from '../models/content-item.ts';
import { getTestServer } from './support.ts';

export const m = validationMessages.en;
export const admin = bearer(mintToken({ username: 'noura', role: 'admin' }));

export let api: Awaited<ReturnType<typeof getTestServer>>;
export let events: EventCollector;

/** Starts the service on the database `name` before the file's tests; every test starts with no content. */
export function useContentApi(name: string): void {
  const underTest = useServiceUnderTest(() => getTestServer(name), {
    events: ['content.updated'],
    beforeEach: () => ContentItemModel.deleteMany({}),
  });
  beforeAll(() => {
    ({ server: api, events } = underTest);
  });
}

export const hero = (overrides: Record<string, unknown> = {}) => ({
  badgeText: 'Offline AI',
  heading: 'Arabic AI on your servers',
  subtitle: 'Private by design',
  primaryCTA: 'Explore Services',
  secondaryCTA: 'Request Demo',
  imageOpacity: 30,
  alignment: 'left',
  gradientOverlay: 'blue-900-to-blue-700',
  showParallax: true,
  showAnimations: true,
  ...overrides,
});

export const buildMember = (overrides: Partial<TeamMember> = {}): Record<string, unknown> => ({
  name: 'Noura Al-Harbi',
  position: 'Head of Research',
  bio: 'Leads model training.',
  ...overrides,
});

export const save = (body: unknown, headers: Record<string, string> = admin) =>
  api.call<ContentItem & ErrorBody>('POST', '/api/content', { body, headers });
