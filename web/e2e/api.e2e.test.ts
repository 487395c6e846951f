/**
 * Every call of the API, through the gateway, against the whole running stack:
 * the same paths the web app uses, with the statuses and bodies it relies on.
 */
import { connect } from '@nats-io/transport-node';
import { DeliverPolicy, jetstream } from '@nats-io/jetstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type ContactSubmission,
  type ContentItem,
  type ErrorBody,
  type EventEnvelope,
  type MediaFile,
  type Project,
  type User,
} from '@rawi/proto';
import { jsonClient, type Reply } from '../../services/kit/src/testing/http.ts';
import { contactFormProof } from './public-support.ts';

const base = process.env.RAWI_E2E_URL!;
let token = '';

const signedIn = jsonClient(base, { token: () => token });
const anonymous = jsonClient(base);

/** A JSON call through the gateway, signed in unless `auth` is false; each reply checked against the route table. */
function call<T>(method: string, path: string, body?: unknown, auth = true): Promise<Reply<T>> {
  return (auth ? signedIn : anonymous)<T>(method, path, { body });
}

// A 1x1 PNG, built from its bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  const login = await call<{ user: User; token: string }>(
    'POST',
    API.login,
    {
      username: process.env.RAWI_E2E_ADMIN_USERNAME,
      password: process.env.RAWI_E2E_ADMIN_PASSWORD,
    },
    false,
  );
  expect(login.status).toBe(200);
  token = login.body.token;
});

describe('sign-in', () => {
  it('answers a wrong password with 401 and the generic message', async () => {
    const res = await call<ErrorBody>('POST', API.login, { username: 'admin', password: 'not-it' }, false);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Invalid username or password');
  });

  it('refuses an admin call without a token before it reaches a service', async () => {
    expect((await call('GET', API.users, undefined, false)).status).toBe(401);
    expect(
      (await call('POST', API.contentSave, { section: 'hero', language: 'en', data: {} }, false)).status,
    ).toBe(401);
  });
});

describe('content', () => {
  it('serves the seeded sections in both languages', async () => {
    for (const language of ['en', 'ar']) {
      for (const section of ['hero', 'services', 'team', 'contact']) {
        const res = await call<ContentItem>('GET', API.content(section, language), undefined, false);
        expect(res.status, `${section}/${language}`).toBe(200);
        expect(res.body).toMatchObject({ section, language });
        expect(Object.keys(res.body.data).length).toBeGreaterThan(0);
      }
      const all = await call<ContentItem[]>('GET', API.contentAll(language));
      expect(all.body.map((c) => c.section).sort()).toEqual([
        'about',
        'contact',
        'footer',
        'hero',
        'services',
        'team',
      ]);
    }
  });

  it('saves a section and shows it on the very next read', async () => {
    const current = await call<ContentItem>('GET', API.content('about', 'ar'));
    const data = { ...current.body.data, title: 'من نحن — محدث' };
    expect((await call('POST', API.contentSave, { section: 'about', language: 'ar', data })).status).toBe(
      200,
    );
    const after = await call<ContentItem>('GET', API.content('about', 'ar'), undefined, false);
    expect(after.body.data.title).toBe('من نحن — محدث');
  });
});

describe('contact', () => {
  it('stores a message, publishes submission-created, and lets staff update and delete it', async () => {
    const nc = await connect({ servers: process.env.RAWI_E2E_NATS_URL! });
    const consumer = await jetstream(nc).consumers.get('RAWI_EVENTS', {
      filter_subjects: ['contact.submission-created'],
      deliver_policy: DeliverPolicy.New,
    });
    const messages = await consumer.consume();
    try {
      const bad = await call<ErrorBody>(
        'POST',
        API.contact,
        { name: 'A', email: 'nope', message: 'short' },
        false,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual({
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        message: 'Message must be at least 10 characters',
      });
      const sent = await call<{ submission: ContactSubmission }>(
        'POST',
        API.contact,
        {
          name: 'Huda Al-Qahtani',
          email: 'huda@example.sa',
          company: 'Bank',
          phone: '+966 11 000 0000',
          message: 'We would like a demo of the on-premises model.',
          ...(await contactFormProof()),
        },
        false,
      );
      expect(sent.status).toBe(201);
      const id = sent.body.submission.id;
      for await (const m of messages) {
        const event = m.json<EventEnvelope<'contact.submission-created'>>();
        if (event.data.submission.id === id) break;
      }
      const list = await call<ContactSubmission[]>('GET', API.submissions);
      expect(list.body.find((s) => s.id === id)).toMatchObject({ status: 'new', priority: 'medium' });
      const updated = await call<ContactSubmission>('PUT', API.submission(id), {
        status: 'in_progress',
        priority: 'high',
      });
      expect(updated.body).toMatchObject({ status: 'in_progress', priority: 'high' });
      expect((await call('DELETE', API.submission(id))).status).toBe(204);
    } finally {
      await messages.close();
      await nc.close();
    }
  });
});

describe('media', () => {
  it('uploads an image, serves it at its URL, lists it and deletes it', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
    const res = await call<MediaFile>('POST', API.mediaUpload, form);
    expect(res.status).toBe(201);
    const media = res.body;
    // Stored as written again without metadata: its own size, and still a 1×1 PNG.
    expect(media).toMatchObject({ originalName: 'pixel.png', type: 'image/png', width: 1, height: 1 });
    const file = await fetch(`${base}${media.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const stored = Buffer.from(await file.arrayBuffer());
    expect(stored.length).toBe(media.size);
    expect(stored.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect((await call<MediaFile[]>('GET', API.media)).body[0]?.id).toBe(media.id);
    expect((await call('DELETE', API.mediaItem(media.id))).status).toBe(204);
    // The gateway's cache drops the file when media.deleted arrives: within a second.
    await expect
      .poll(async () => (await fetch(`${base}${media.url}`)).status, { timeout: 1000, interval: 50 })
      .toBe(404);
  });
});

describe('projects', () => {
  it('lists the seeded projects per language and runs create, update and delete', async () => {
    for (const language of ['en', 'ar']) {
      const list = await call<Project[]>('GET', API.projectsFor(language), undefined, false);
      expect(list.body.length).toBeGreaterThanOrEqual(8);
      expect(list.body.every((p) => p.language === language && p.status === 'active')).toBe(true);
    }
    const invalid = await call<ErrorBody>('POST', API.projects, { title: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields?.title).toBe('Title is required');
    const created = await call<Project>('POST', API.projects, {
      title: 'Gateway Test Project',
      slug: 'gateway-test-project',
      language: 'en',
      description: 'Long description',
      briefDescription: 'Brief',
      category: 'Testing',
      features: ['One'],
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(created.status).toBe(201);
    const bySlug = await call<Project>(
      'GET',
      API.projectBySlug('gateway-test-project', 'en'),
      undefined,
      false,
    );
    expect(bySlug.body.id).toBe(created.body.id);
    const updated = await call<Project>('PUT', API.project(created.body.id), {
      ...created.body,
      title: 'Renamed',
    });
    expect(updated.body.title).toBe('Renamed');
    expect((await call('DELETE', API.project(created.body.id))).status).toBe(204);
    expect(
      (await call('GET', API.projectBySlug('gateway-test-project', 'en'), undefined, false)).status,
    ).toBe(404);
  });
});

describe('users', () => {
  let created: User;
  afterAll(async () => {
    if (created) await call('DELETE', API.user(created.id));
  });

  it('creates, updates, resets and deletes a user, and refuses deleting yourself', async () => {
    const users = await call<User[]>('GET', API.users);
    const me = users.body.find((u) => u.username === process.env.RAWI_E2E_ADMIN_USERNAME)!;
    expect((await call<ErrorBody>('DELETE', API.user(me.id))).status).toBe(403);
    const now = new Date().toISOString();
    const res = await call<User>('POST', API.users, {
      username: 'api-e2e-user',
      email: 'api-e2e@rawi.local',
      password: 'first-pass',
      role: 'admin',
      isActive: true,
      createdAt: now,
      updatedAt: now,
    });
    expect(res.status).toBe(201);
    created = res.body;
    expect(res.body).not.toHaveProperty('password');
    expect(
      (await call<User>('PATCH', API.user(created.id), { email: 'changed@rawi.local', updatedAt: now })).body
        .email,
    ).toBe('changed@rawi.local');
    expect((await call('POST', API.userResetPassword(created.id), { password: 'second-pass' })).status).toBe(
      200,
    );
    const login = await call<{ token: string }>(
      'POST',
      API.login,
      { username: 'api-e2e-user', password: 'second-pass' },
      false,
    );
    expect(login.status).toBe(200);
    expect((await call('POST', API.userSendPasswordReset(created.id))).status).toBe(202);
  });
});
