import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventsTable } from '../events/catalogue.ts';
import { replySchemas } from './replies.ts';
import { isPublicCall, matchRoute, routeFor, serviceFor } from './routes.ts';
import { pathOf } from './call-path.ts';
import { API } from './named-paths.ts';
import { isObjectId } from '../constants.ts';
import { ifMatchHeader } from './errors.ts';
import { toJsonSchema } from './json-schema.ts';
import { validationMessages } from '../text/messages.ts';
import { hasSafeKeys, jsonDepthExceeds, schemasFor, validateOptions } from '../schemas/input-schemas.ts';
import { schemas } from '../schemas/english-schemas.ts';

describe('schemas', () => {
  it('answer with the spec’s message in the language they were built for', async () => {
    const body = { username: 'new-user', email: 'a@example.com', password: '123' };
    await expect(schemas.userCreate.validate(body, validateOptions)).rejects.toThrow(
      validationMessages.en.passwordMin,
    );
    await expect(schemasFor('ar').userCreate.validate(body, validateOptions)).rejects.toThrow(
      validationMessages.ar.passwordMin,
    );
  });

  it('strip unknown fields and trim text', async () => {
    const out = await schemas.contactMessage.validate(
      { name: '  Sara ', email: 'sara@example.com', message: 'Hello there, a demo please.', role: 'admin' },
      validateOptions,
    );
    expect(out).toEqual({ name: 'Sara', email: 'sara@example.com', message: 'Hello there, a demo please.' });
  });

  it('measure depth without recursion and refuse operator keys', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(jsonDepthExceeds(deep)).toBe(true);
    expect(jsonDepthExceeds({ a: { b: [1] } })).toBe(false);
    expect(hasSafeKeys({ a: { $where: 1 } })).toBe(false);
    expect(hasSafeKeys({ a: [{ b: 'c' }] })).toBe(true);
  });
});

describe('routes', () => {
  it('find the call a request makes, literal segments before parameters', () => {
    expect(routeFor('GET', '/api/projects/deleted')?.path).toBe('/api/projects/deleted');
    expect(routeFor('GET', '/api/projects/slug/x?language=ar')?.path).toBe('/api/projects/slug/{slug}');
    expect(routeFor('PUT', '/api/projects/abc')?.path).toBe('/api/projects/{id}');
    expect(routeFor('GET', '/api/content/all/en')?.path).toBe('/api/content/all/{language}');
    expect(routeFor('GET', '/api/nothing')).toBeUndefined();
  });

  it('match a concrete path to its call and its decoded parameters', () => {
    expect(matchRoute('GET', '/api/projects/slug/caf%C3%A9?language=ar')).toMatchObject({
      key: 'GET /api/projects/slug/{slug}',
      params: { slug: 'café' },
    });
    expect(matchRoute('HEAD', '/api/media/files/a.png')?.key).toBe('GET /api/media/files/{filename}');
    expect(matchRoute('GET', '/api/contact-submions.csv')).toBeUndefined();
    expect(matchRoute('GET', '/api/contact-submissions.csv')?.key).toBe('GET /api/contact-submissions.csv');
    expect(matchRoute('DELETE', '/api/projects/deleted')?.key).toBe('DELETE /api/projects/{id}');
  });

  it('build a path from a key, its parameters (encoded) and its query', () => {
    expect(pathOf('GET /api/projects/slug/{slug}', { slug: 'a b/c' }, { language: 'ar' })).toBe(
      '/api/projects/slug/a%20b%2Fc?language=ar',
    );
    expect(pathOf('GET /api/projects', {}, { language: undefined })).toBe('/api/projects');
    expect(pathOf('GET /api/content/{section}/{language}', { section: 'hero', language: 'en' })).toBe(
      '/api/content/hero/en',
    );
    expect(API.projectBySlug('x y', 'en')).toBe('/api/projects/slug/x%20y?language=en');
    expect(API.contentRestore('hero', 'ar', 'v1')).toBe('/api/content/hero/ar/history/v1/restore');
  });

  it('know the owning service and which calls are public', () => {
    expect(serviceFor('/api/contact-submissions/1')).toBe('contact');
    expect(serviceFor('/api/contact')).toBe('contact');
    expect(isPublicCall('HEAD', '/api/projects')).toBe(true);
    expect(isPublicCall('POST', '/api/projects')).toBe(false);
  });
});

describe('small rules', () => {
  it('ObjectIds, If-Match values', () => {
    expect(isObjectId('0123456789abcdefABCDEF01')).toBe(true);
    expect(isObjectId('0123456789abcdef0123456')).toBe(false);
    expect(isObjectId('{"$ne":1}')).toBe(false);
    expect(ifMatchHeader(3)).toEqual({ 'If-Match': '"3"' });
    expect(ifMatchHeader(undefined)).toEqual({});
  });

  it('turn a schema into JSON Schema with required fields, enums, bounds and formats', () => {
    const json = toJsonSchema(schemas.userCreate) as {
      required: string[];
      properties: Record<string, Record<string, unknown>>;
    };
    expect(json.required).toEqual(expect.arrayContaining(['username', 'email', 'password']));
    expect(json.properties.role?.enum).toEqual(['admin', 'superadmin']);
    expect(json.properties.email?.format).toBe('email');
    expect(json.properties.password?.minLength).toBe(6);
  });
});

describe('reply schemas', () => {
  it('take a sign-in answer of either shape, and nothing else', () => {
    const outcome = replySchemas.signInOutcome;
    expect(outcome.isValidSync({ twoFactor: 'code', challenge: 'c' })).toBe(true);
    expect(outcome.isValidSync({ user: { id: '1' }, token: 't' })).toBe(false);
    expect(outcome.isValidSync({ twoFactor: 'sms', challenge: 'c' })).toBe(false);
    expect(toJsonSchema(outcome)).toEqual({ oneOf: [expect.any(Object), expect.any(Object)] });
  });
});

describe('the events table in docs/backend-notes.md', () => {
  it('shows the events table generated from the event catalogue', () => {
    const notes = readFileSync(new URL('../../../docs/backend-notes.md', import.meta.url), 'utf8');
    expect(notes).toContain(eventsTable());
  });
});
