import { describe, expect, it } from 'vitest';
import { OutboxEvent } from '@rawi/kit';
import type { ContentItem, ErrorBody, EventEnvelope } from '@rawi/proto';
import { ContentItemModel } from '../../models/content-item.ts';
import { storedContent } from '../../test/support.ts';
import { admin, api, buildMember, events, hero, m, save, useContentApi } from '../../test/content-api.ts';
import { checkedFetch } from '@rawi/kit/testing';

useContentApi('routes');

describe('GET /api/content/:section/:language', () => {
  it('answers 404 JSON when the section has no content yet', async () => {
    const res = await api.call<ErrorBody>('GET', '/api/content/hero/en');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    expect(res.body.requestId).toBeTruthy();
  });

  it('returns { data, section, language, updatedAt } for a saved section', async () => {
    await save({ section: 'hero', language: 'ar', data: hero({ alignment: 'right' }) });
    const res = await api.call<ContentItem>('GET', '/api/content/hero/ar');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'language', 'section', 'updatedAt']);
    expect(res.body).toMatchObject({ section: 'hero', language: 'ar', data: hero({ alignment: 'right' }) });
    expect(new Date(res.body.updatedAt).toISOString()).toBe(res.body.updatedAt);
  });

  it.each([
    ['an unknown section', '/api/content/pricing/en', 'section', m.sectionInvalid],
    ['an unknown language', '/api/content/hero/fr', 'language', m.languageInvalid],
  ])('refuses %s with 400 and the spec message', async (_label, path, field, message) => {
    const res = await api.call<ErrorBody>('GET', path);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    expect(res.body.error.fields?.[field]).toBe(message);
  });

  it('answers a wrong method with a JSON 405', async () => {
    const res = await api.call<ErrorBody>('PUT', '/api/content/hero/en', { body: {}, headers: admin });
    expect(res.status).toBe(405);
    expect(res.body.error.code).toBe('method_not_allowed');
  });
});

describe('GET /api/content/all/:language', () => {
  it('lists every section of one language in section order, not reading "all" as a section', async () => {
    await save({ section: 'team', language: 'en', data: { members: [] } });
    await save({ section: 'hero', language: 'en', data: hero() });
    await save({ section: 'hero', language: 'ar', data: hero() });
    const res = await api.call<ContentItem[]>('GET', '/api/content/all/en');
    expect(res.status).toBe(200);
    expect(res.body.map((i) => [i.section, i.language])).toEqual([
      ['hero', 'en'],
      ['team', 'en'],
    ]);
    expect(res.body[1]).toMatchObject({ data: { members: [] } });
  });

  it('returns an empty list for a language with no content', async () => {
    const res = await api.call('GET', '/api/content/all/ar');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('refuses an unknown language with 400', async () => {
    const res = await api.call<ErrorBody>('GET', '/api/content/all/de');
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.language).toBe(m.languageInvalid);
  });
});

describe('POST /api/content', () => {
  it('creates a section, answers the saved item and stores it', async () => {
    const res = await save({ section: 'hero', language: 'en', data: hero() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ section: 'hero', language: 'en', data: hero() });
    const stored = await storedContent('hero', 'en');
    expect(stored?.data).toEqual(hero());
    expect(stored?.updatedAt.toISOString()).toBe(res.body.updatedAt);
  });

  it('replaces the whole section: items left out of the new list are gone', async () => {
    const card = (id: string) => ({ id, title: id, description: 'd', features: ['a'], icon: 'brain' });
    await save({
      section: 'services',
      language: 'en',
      data: { title: 'T', services: [card('service-1'), card('service-2')] },
    });
    const res = await save({ section: 'services', language: 'en', data: { services: [card('service-2')] } });
    expect(res.status).toBe(200);
    const stored = await storedContent('services', 'en');
    expect(stored?.data).toEqual({ services: [card('service-2')] });
    expect(await ContentItemModel.countDocuments({ section: 'services', language: 'en' })).toBe(1);
  });

  it('drops unknown fields of typed sections and fills list defaults', async () => {
    const res = await save({
      section: 'team',
      language: 'en',
      role: 'superadmin',
      data: {
        title: 'Team',
        secret: 'x',
        members: [buildMember({ expertise: ['NLP'] }), { ...buildMember(), isAdmin: true }],
      },
    });
    expect(res.status).toBe(200);
    const stored = await storedContent('team', 'en');
    expect(stored?.data).toEqual({
      title: 'Team',
      members: [
        { ...buildMember(), image: '', linkedin: '', expertise: ['NLP'] },
        { ...buildMember(), image: '', linkedin: '', expertise: [] },
      ],
    });
    expect(stored).not.toHaveProperty('role');
  });

  it('accepts any object with safe keys for about and footer', async () => {
    const about = { title: 'About', nested: { list: [1, 'two', { three: true }] }, empty: {} };
    expect((await save({ section: 'about', language: 'ar', data: about })).status).toBe(200);
    expect((await storedContent('about', 'ar'))?.data).toEqual(about);
    expect((await save({ section: 'footer', language: 'en', data: {} })).status).toBe(200);
    expect((await storedContent('footer', 'en'))?.data).toEqual({});
  });

  it('publishes content.updated with an event id once saved', async () => {
    const res = await save({ section: 'contact', language: 'ar', data: { email: 'info@rawi.ai' } });
    const event = (await events.waitFor(
      (e) =>
        e.subject === 'content.updated' &&
        (e as EventEnvelope<'content.updated'>).data.updatedAt === res.body.updatedAt,
    )) as EventEnvelope<'content.updated'>;
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.data).toEqual({ section: 'contact', language: 'ar', updatedAt: res.body.updatedAt });
    // The event was written in the section's own update, and leaves it once published.
    expect(await OutboxEvent.findById(event.id).lean()).toBeNull();
    await expect
      .poll(
        async () =>
          (await ContentItemModel.findOne({ section: 'contact', language: 'ar' }).lean())?.eventsPending,
      )
      .toBe(0);
  });

  describe('optimistic concurrency (If-Match: the revision the editor started from)', () => {
    const body = (title: string) => ({ section: 'about', language: 'en', data: { title } });

    it('applies an edit from the current revision and moves the revision on', async () => {
      const first = await save(body('One'));
      expect(first.status).toBe(200);
      const next = await save(body('Two'), { ...admin, 'if-match': `"${first.body.revision}"` });
      expect(next.status).toBe(200);
      expect(next.body.revision).toBe((first.body.revision ?? 0) + 1);
    });

    it('answers 409 to an edit from an older revision and keeps the newer save', async () => {
      const start = await save(body('Base'));
      const from = `"${start.body.revision}"`;
      expect((await save(body('Mine'), { ...admin, 'if-match': from })).status).toBe(200);
      const stale = await save(body('Theirs'), { ...admin, 'if-match': from });
      expect(stale.status).toBe(409);
      expect(stale.body.error.message).toBe('This item was changed by someone else. Reload and try again.');
      expect((await storedContent('about', 'en'))?.data).toEqual({ title: 'Mine' });
    });

    it('answers 409 to an edit of a section saved meanwhile by someone who started from nothing', async () => {
      await save(body('Exists'));
      const stale = await save(body('New'), { ...admin, 'if-match': '"0"' });
      expect(stale.status).toBe(409);
    });

    it('answers 400 to a malformed If-Match', async () => {
      const res = await save(body('x'), { ...admin, 'if-match': 'yesterday' });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/If-Match/);
    });
  });
});

describe('caching of public reads', () => {
  it('sends a strong ETag, no-cache and Vary, and answers 304 to a matching If-None-Match', async () => {
    await save({ section: 'hero', language: 'en', data: hero() });
    const first = await api.call('GET', '/api/content/hero/en');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toContain('Accept-Encoding');
    expect(first.headers.get('content-type')).toContain('application/json');

    const again = await checkedFetch(`${api.url}/api/content/hero/en`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('shows a write on the very next read, with a new ETag', async () => {
    await save({ section: 'hero', language: 'en', data: hero() });
    const before = await api.call('GET', '/api/content/hero/en');
    const etag = before.headers.get('etag')!;
    await save({ section: 'hero', language: 'en', data: hero({ heading: 'A new heading' }) });
    const after = await checkedFetch(`${api.url}/api/content/hero/en`, {
      headers: { 'if-none-match': etag },
    });
    expect(after.status).toBe(200);
    expect(((await after.json()) as ContentItem).data.heading).toBe('A new heading');
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('revalidates the all-sections list the same way', async () => {
    await save({ section: 'hero', language: 'en', data: hero() });
    const first = await api.call('GET', '/api/content/all/en');
    const etag = first.headers.get('etag')!;
    expect(
      (await checkedFetch(`${api.url}/api/content/all/en`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
    await save({ section: 'footer', language: 'en', data: { rights: 'All rights reserved.' } });
    const after = await checkedFetch(`${api.url}/api/content/all/en`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as ContentItem[]).map((i) => i.section)).toEqual(['hero', 'footer']);
  });
});
