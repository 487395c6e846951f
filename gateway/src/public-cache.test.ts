/**
 * The gateway's public read cache against real HTTP upstreams and a NATS server of its own
 * (killed in the fallback test): served from memory, never for credentials, dropped by events,
 * bounded in age while events are down, one upstream call per burst, bounded in bytes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freePort, mintToken, waitForPort } from '@rawi/kit/testing';
import { LANGUAGES, publicPageTag, type MediaFile } from '@rawi/proto';
import { REPO_ROOT } from '../../services/kit/src/dev/infra.ts';
import { tagsChangedBy } from './cached-reads.ts';
import {
  sleep,
  startGateway,
  startUpstream,
  upstreamEnv,
  type TestGateway,
  type TestUpstream,
} from '../test/support.ts';

let nats: ChildProcess;
let natsUrl: string;
let publisher: NatsConnection;
let content: TestUpstream;
let projects: TestUpstream;
let media: TestUpstream;
let gateway: TestGateway;
let heading = 'First heading';
let delayMs = 0;

async function startNats(port: number): Promise<ChildProcess> {
  const child = spawn(join(REPO_ROOT, '.tools/bin/nats-server'), ['-a', '127.0.0.1', '-p', String(port)], {
    stdio: 'ignore',
  });
  await waitForPort(port, 10_000, 'nats-server');
  return child;
}

/** An upstream that answers JSON with an ETag, as the content and projects services do. */
function answerJson(
  upstream: TestUpstream,
  body: (path: string) => unknown,
  headers: Record<string, string> = {},
) {
  upstream.handle = async (ctx) => {
    if (delayMs) await sleep(delayMs);
    const json = JSON.stringify(body(ctx.path));
    ctx.set('ETag', `"${Buffer.from(json).toString('base64url').slice(0, 20)}"`);
    ctx.set('Cache-Control', 'no-cache');
    ctx.set(headers);
    ctx.type = 'application/json';
    ctx.body = json;
  };
}

const event = (subject: string, data: unknown) =>
  JSON.stringify({ id: crypto.randomUUID(), subject, occurredAt: new Date().toISOString(), data });

const read = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}${path}`, { headers });
const json = async (path: string, headers: Record<string, string> = {}) => {
  const res = await read(path, headers);
  return {
    status: res.status,
    cache: res.headers.get('x-cache'),
    etag: res.headers.get('etag'),
    body: (await res.json()) as { data: { heading: string } },
  };
};

beforeAll(async () => {
  const port = await freePort();
  natsUrl = `nats://127.0.0.1:${port}`;
  nats = await startNats(port);
  publisher = await connect({ servers: natsUrl });
  content = await startUpstream('content');
  projects = await startUpstream('projects');
  media = await startUpstream('media');
  gateway = await startGateway({
    ...upstreamEnv({ content, projects, media }),
    NATS_URL: natsUrl,
    CACHE_MAX_BYTES: String(256 * 1024),
    CACHE_MAX_ENTRY_BYTES: String(16 * 1024),
    CACHE_STALE_MS: '300',
  });
});
afterAll(async () => {
  await gateway.close();
  await publisher.close().catch(() => undefined);
  nats.kill('SIGKILL');
  await Promise.all([content.close(), projects.close(), media.close()]);
});
afterEach(() => {
  delayMs = 0;
  gateway.cache.clear();
  content.seen.length = 0;
  projects.seen.length = 0;
  media.seen.length = 0;
});

describe('the public read cache', () => {
  it('answers a repeated read from memory with its ETag, and If-None-Match with 304', async () => {
    answerJson(content, () => ({ data: { heading } }));
    const first = await json('/api/content/hero/en');
    const second = await json('/api/content/hero/en');
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.body).toEqual(first.body);
    expect(content.seen).toHaveLength(1);
    const revalidated = await read('/api/content/hero/en', { 'if-none-match': first.etag ?? '' });
    expect(revalidated.status).toBe(304);
    expect(content.seen).toHaveLength(1);
  });

  it('keeps answering while the service is stopped', async () => {
    const lonely = await startUpstream('projects');
    answerJson(lonely, () => [{ id: 'p1', title: 'Rawi Chat' }]);
    const own = await startGateway({
      PROJECTS_URL: lonely.url,
      CACHE_MAX_BYTES: '65536',
      CACHE_STALE_MS: '60000',
    });
    try {
      expect((await fetch(`${own.url}/api/projects?language=en`)).status).toBe(200);
      await lonely.close();
      const again = await fetch(`${own.url}/api/projects?language=en`);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual([{ id: 'p1', title: 'Rawi Chat' }]);
      // Anything not cached finds the service gone.
      expect((await fetch(`${own.url}/api/projects?language=ar`)).status).toBe(503);
    } finally {
      await own.close();
    }
  });

  it('never serves or stores a read that carries a token or a session cookie', async () => {
    answerJson(projects, () => [{ id: 'd1', status: 'draft' }]);
    const token = bearer(mintToken({ username: 'noura', role: 'admin' }));
    for (const headers of [token, { cookie: 'rawi_session=abc' }, token]) {
      const res = await json('/api/projects', headers);
      expect(res.cache).toBeNull();
    }
    expect(projects.seen).toHaveLength(3);
    expect(gateway.cache.stats().entries).toBe(0);
    // And an anonymous entry is not handed to an admin.
    await json('/api/projects');
    await json('/api/projects', token);
    expect(projects.seen).toHaveLength(5);
  });

  it('does not store replies that are not 200 or that the service marks private', async () => {
    content.handle = async (ctx) => {
      ctx.status = 404;
      ctx.body = { error: { code: 'not_found', message: 'No about content for ar' } };
    };
    await json('/api/content/about/ar');
    await json('/api/content/about/ar');
    answerJson(content, () => ({ secret: true }), { 'Cache-Control': 'private' });
    await json('/api/content/footer/ar');
    await json('/api/content/footer/ar');
    expect(content.seen).toHaveLength(4);
  });

  it('drops exactly the entries an event changes, at once', async () => {
    answerJson(content, (path) => ({ path, data: { heading } }));
    await json('/api/content/hero/en');
    await json('/api/content/all/en');
    await json('/api/content/hero/ar');
    heading = 'Second heading';
    publisher.publish(
      'content.updated',
      event('content.updated', { section: 'hero', language: 'en', updatedAt: '' }),
    );
    await expect
      .poll(async () => (await json('/api/content/hero/en')).body.data.heading, { timeout: 1000 })
      .toBe('Second heading');
    expect((await json('/api/content/all/en')).body.data.heading).toBe('Second heading');
    // The Arabic hero was not affected.
    expect((await json('/api/content/hero/ar')).cache).toBe('HIT');
  });

  it('drops an image and every variant of it when the image is deleted, and nothing of another', async () => {
    const uuid = '3f1c9a2e-7b4d-4e8f-9a1b-2c3d4e5f6a7b';
    const other = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    media.handle = (ctx) => {
      ctx.set('ETag', `"${ctx.path.length}"`);
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      ctx.type = 'image/webp';
      ctx.body = Buffer.alloc(64, 1);
      return Promise.resolve();
    };
    const files = [`${uuid}.jpg`, `${uuid}-w480.avif`, `${uuid}-w960.webp`, `${other}-w480.avif`];
    for (const file of files) await (await read(`/api/media/files/${file}`)).arrayBuffer();
    for (const file of files)
      expect((await read(`/api/media/files/${file}`)).headers.get('x-cache')).toBe('HIT');
    publisher.publish('media.deleted', event('media.deleted', { id: 'x', filename: `${uuid}.jpg` }));
    await expect
      .poll(async () => (await read(`/api/media/files/${uuid}-w480.avif`)).headers.get('x-cache'), {
        timeout: 1000,
      })
      .toBe('MISS');
    expect((await read(`/api/media/files/${uuid}-w960.webp`)).headers.get('x-cache')).toBe('MISS');
    expect((await read(`/api/media/files/${other}-w480.avif`)).headers.get('x-cache')).toBe('HIT');
  });

  it("drops the focal points, the image's own files and the pages when an image's details change", async () => {
    const uuid = '3f1c9a2e-7b4d-4e8f-9a1b-2c3d4e5f6a7b';
    const other = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    let x = 0.5;
    media.handle = (ctx) => {
      if (ctx.path === '/api/media/focal-points') {
        ctx.body = [{ id: uuid, x, y: 0.5 }];
        return Promise.resolve();
      }
      ctx.set('ETag', `"${ctx.path.length}"`);
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      ctx.type = 'image/webp';
      ctx.body = Buffer.alloc(64, 1);
      return Promise.resolve();
    };
    expect((await json('/api/media/focal-points')).body).toEqual([{ id: uuid, x: 0.5, y: 0.5 }]);
    expect((await json('/api/media/focal-points')).cache).toBe('HIT');
    for (const file of [`${uuid}-wide-50-50-w480.avif`, `${other}-w480.avif`])
      await (await read(`/api/media/files/${file}`)).arrayBuffer();
    x = 0.2;
    publisher.publish(
      'media.updated',
      event('media.updated', { media: { id: 'm1', filename: `${uuid}.jpg`, focal: { x, y: 0.5 } } }),
    );
    await expect
      .poll(async () => (await json('/api/media/focal-points')).body, { timeout: 1000 })
      .toEqual([{ id: uuid, x: 0.2, y: 0.5 }]);
    expect((await read(`/api/media/files/${uuid}-wide-50-50-w480.avif`)).headers.get('x-cache')).toBe('MISS');
    expect((await read(`/api/media/files/${other}-w480.avif`)).headers.get('x-cache')).toBe('HIT');
    // Every page that shows the image cuts and places it anew.
    const changed = { media: { filename: `${uuid}.jpg` } as MediaFile };
    expect(tagsChangedBy({ subject: 'media.updated', data: changed })).toEqual(
      expect.arrayContaining(LANGUAGES.map(publicPageTag)),
    );
  });

  it('drops a project’s slug read by its id, whatever its slug became', async () => {
    answerJson(projects, (path) =>
      path.includes('/slug/') ? { id: 'p7', slug: 'old-slug' } : [{ id: 'p7' }],
    );
    await json('/api/projects/slug/old-slug?language=en');
    await json('/api/projects?language=en');
    await json('/api/projects/slug/other?language=en');
    expect((await json('/api/projects/slug/old-slug?language=en')).cache).toBe('HIT');
    publisher.publish(
      'project.updated',
      event('project.updated', { project: { id: 'p7', slug: 'new-slug' } }),
    );
    await expect
      .poll(async () => (await json('/api/projects/slug/old-slug?language=en')).cache, { timeout: 1000 })
      .toBe('MISS');
    expect((await json('/api/projects?language=en')).cache).toBe('MISS');
  });

  it('drops a slug read when its counterpart changes or a version joins its pair', async () => {
    answerJson(projects, (path) =>
      path.includes('/slug/')
        ? {
            id: 'p8',
            slug: 'pair-en',
            translationKey: 'pair-en',
            translations: [{ id: 'p9', language: 'ar', slug: 'زوج' }],
          }
        : [],
    );
    const path = '/api/projects/slug/pair-en?language=en';
    await json(path);
    expect((await json(path)).cache).toBe('HIT');
    // The Arabic counterpart renamed: the English page's `translations` name it.
    publisher.publish(
      'project.updated',
      event('project.updated', { project: { id: 'p9', slug: 'زوج-جديد' } }),
    );
    await expect.poll(async () => (await json(path)).cache, { timeout: 1000 }).toBe('MISS');
    expect((await json(path)).cache).toBe('HIT');
    // A new version in the pair (not yet among its `translations`), by the pair's key.
    publisher.publish(
      'project.created',
      event('project.created', { project: { id: 'p10', slug: 'pair-fr', translationKey: 'pair-en' } }),
    );
    await expect.poll(async () => (await json(path)).cache, { timeout: 1000 }).toBe('MISS');
  });

  it('keeps redirect lookups, drops them on redirect and project events, and not on a counted hit', async () => {
    let location = '/projects/new-name?lang=en';
    answerJson(projects, (path) =>
      path.includes('/lookup') ? { outcome: 'moved', location, id: 'r1' } : [],
    );
    const path = `/api/projects/redirects/lookup?from=${encodeURIComponent('/projects/old-name')}&language=en`;
    const lookup = async () => {
      const res = await read(path);
      return { cache: res.headers.get('x-cache'), body: (await res.json()) as { location: string } };
    };
    await lookup();
    expect((await lookup()).cache).toBe('HIT');
    // Counting a visitor the redirect sent on changes no lookup: still a hit after it.
    projects.handle = async (ctx) => {
      ctx.status = 204;
    };
    expect((await fetch(`${gateway.url}/api/projects/redirects/r1/hits`, { method: 'POST' })).status).toBe(
      204,
    );
    answerJson(projects, (p) => (p.includes('/lookup') ? { outcome: 'moved', location, id: 'r1' } : []));
    expect((await lookup()).cache).toBe('HIT');
    // An editor's change of the redirects, on any replica.
    location = '/projects/newer-name?lang=en';
    publisher.publish(
      'project.redirects-changed',
      event('project.redirects-changed', { from: ['/projects/old-name'] }),
    );
    await expect.poll(async () => (await lookup()).body.location, { timeout: 1000 }).toBe(location);
    expect((await lookup()).cache).toBe('HIT');
    // A project renamed (its old address now redirects) or deleted (its address gone).
    publisher.publish('project.updated', event('project.updated', { project: { id: 'p11', slug: 'x' } }));
    await expect.poll(async () => (await lookup()).cache, { timeout: 1000 }).toBe('MISS');
    publisher.publish('project.deleted', event('project.deleted', { id: 'p11', slug: 'x', language: 'en' }));
    await expect.poll(async () => (await lookup()).cache, { timeout: 1000 }).toBe('MISS');
  });

  it('drops what a successful write through this gateway changed before answering it', async () => {
    answerJson(content, (path) => ({ path, data: { heading } }));
    await json('/api/content/hero/ar');
    expect((await json('/api/content/hero/ar')).cache).toBe('HIT');
    const token = bearer(mintToken({ username: 'noura', role: 'admin' }));
    const saved = await fetch(`${gateway.url}/api/content`, {
      method: 'POST',
      headers: { ...token, 'content-type': 'application/json', 'x-rawi-csrf': '1' },
      body: JSON.stringify({ section: 'hero', language: 'ar', data: {} }),
    });
    expect(saved.status).toBe(200);
    // No event was published: the write itself dropped the entry on this replica.
    expect((await json('/api/content/hero/ar')).cache).toBe('MISS');
  });

  it('calls the service once for a burst of 100 identical misses', async () => {
    delayMs = 150;
    answerJson(content, () => ({ data: { heading } }));
    const replies = await Promise.all(Array.from({ length: 100 }, () => json('/api/content/team/en')));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(content.seen).toHaveLength(1);
  });

  it('stays within its byte bound, evicting the least recently used', async () => {
    const filler = 'x'.repeat(10_000);
    answerJson(content, (path) => ({ path, filler }));
    for (let i = 0; i < 60; i += 1) await json(`/api/content/hero/en?v=${i}`);
    const stats = gateway.cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(256 * 1024);
    expect(stats.evictions).toBeGreaterThan(0);
    expect((await json('/api/content/hero/en?v=59')).cache).toBe('HIT');
    expect((await json('/api/content/hero/en?v=0')).cache).toBe('MISS');
    // A reply above the entry bound is passed through, not kept.
    answerJson(content, () => ({ filler: 'y'.repeat(20_000) }));
    await json('/api/content/services/en');
    expect((await json('/api/content/services/en')).cache).toBe('MISS');
  });

  it('serves nothing older than the stale bound while NATS is down, and starts empty when it is back', async () => {
    heading = 'Before the outage';
    answerJson(content, () => ({ data: { heading } }));
    await json('/api/content/contact/en');
    nats.kill('SIGKILL');
    await expect.poll(() => gateway.cache.stats().eventsConnected, { timeout: 5000 }).toBe(false);
    heading = 'Saved during the outage';
    // No event can arrive; within the 300 ms bound the next read goes to the service.
    await sleep(350);
    expect((await json('/api/content/contact/en')).body.data.heading).toBe('Saved during the outage');
    const port = Number(new URL(natsUrl).port);
    nats = await startNats(port);
    await expect.poll(() => gateway.cache.stats().eventsConnected, { timeout: 10_000 }).toBe(true);
    expect(gateway.cache.stats().entries).toBe(0);
  });
});
