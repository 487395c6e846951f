/**
 * The activity log against the running stack: one staff member makes a change of every kind
 * through the API and each appears once, with that person as the actor; the Activity screen
 * lists them with filters in English and Arabic, and the dashboard shows the last ten.
 */
import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type ActivityEntry,
  type ContactSubmission,
  type ContentItem,
  type MediaFile,
  type Project,
  type TwoFactorSetup,
  type User,
} from '@rawi/proto';
import { adminScreenshot, api, apiToken, createAdmin, open, PNG, signIn, unique } from './admin-support.ts';
import { callApi, contactFormProof } from './public-support.ts';
import { launchChromium, type ChromiumSession } from './support.ts';

let chromium: ChromiumSession;
let page: Page;
let admin: string;
let actor: User;
let actorToken: string;
const password = 'activity-pass-1';
let aboutBefore: ContentItem | undefined;

beforeAll(async () => {
  admin = await apiToken();
  const username = unique('auditor');
  actor = await createAdmin(admin, username, password);
  actorToken = await apiToken({ username, password });
  aboutBefore = (await api<ContentItem>(admin, 'GET', API.content('about', 'en'))).body;
  chromium = await launchChromium();
  page = await chromium.newPage();
});
afterAll(async () => {
  await chromium.close();
  if (aboutBefore?.data) {
    await api(admin, 'POST', API.contentSave, { section: 'about', language: 'en', data: aboutBefore.data });
  }
  await api(admin, 'DELETE', API.user(actor.id));
});

const entriesOf = async (query: string) =>
  (await api<ActivityEntry[]>(admin, 'GET', `${API.activity}?${query}`)).body;

describe('activity log', () => {
  it('records every kind of change once, with the right actor', async () => {
    const as = <T>(method: string, path: string, body?: unknown) => api<T>(actorToken, method, path, body);
    // Content, project, media.
    const about = aboutBefore?.data ?? { title: 'About' };
    expect(
      (await as('POST', API.contentSave, { section: 'about', language: 'en', data: about })).status,
    ).toBe(200);
    const slug = unique('audit');
    const project = await as<Project>('POST', API.projects, {
      title: 'Audit trail',
      slug,
      language: 'en',
      description: 'A project made by the activity test.',
      briefDescription: 'Activity test.',
      category: 'Tests',
      status: 'draft',
      sortOrder: 90,
    });
    expect(project.status).toBe(201);
    expect(
      (await as('PUT', API.project(project.body.id), { ...project.body, status: 'archived' })).status,
    ).toBe(200);
    expect((await as('DELETE', API.project(project.body.id))).status).toBe(204);
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'audit.png');
    const upload = await as<MediaFile>('POST', API.mediaUpload, form);
    expect(upload.status).toBe(201);
    const media = upload.body;
    expect((await as('DELETE', API.mediaItem(media.id))).status).toBe(204);
    // A visitor's message, then staff changing and deleting it.
    const sent = await callApi<{ submission: ContactSubmission }>('POST', API.contact, {
      body: {
        name: 'Audit Visitor',
        email: 'visitor@example.com',
        message: 'Please call me back soon.',
        ...(await contactFormProof()),
      },
    });
    const submission = sent.body.submission;
    expect(
      (await as('PUT', API.submission(submission.id), { status: 'resolved', priority: 'high' })).status,
    ).toBe(200);
    expect((await as('DELETE', API.submission(submission.id))).status).toBe(204);
    // Users and passwords.
    const other = unique('audited');
    const user = await as<User>('POST', API.users, {
      username: other,
      email: `${other}@example.com`,
      password: 'audited-1',
      role: 'admin',
      isActive: true,
    });
    expect(user.status).toBe(201);
    expect(
      (await as('PATCH', API.user(user.body.id), { isActive: false, updatedAt: new Date().toISOString() }))
        .status,
    ).toBe(200);
    expect((await as('POST', API.userResetPassword(user.body.id), { password: 'audited-2' })).status).toBe(
      200,
    );
    expect((await as('POST', API.userSendPasswordReset(user.body.id))).status).toBe(202);
    // Deleting a user cancels a reset mail not sent yet, with its event (a rule of the product,
    // not a lost write): the user is deleted once the request has gone out.
    await expect
      .poll(
        async () =>
          (await entriesOf(`actor=${actor.id}&limit=200`)).some(
            (e) => e.action === 'user.password-reset-requested',
          ),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
    expect((await as('DELETE', API.user(user.body.id))).status).toBe(204);
    // Two-factor on, then reset by the superadmin.
    const setup = await as<TwoFactorSetup>('POST', API.twoFactorSetup);
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.body.secret) }).generate();
    expect((await as('POST', API.twoFactorEnable, { code })).status).toBe(200);
    expect((await api(admin, 'POST', API.userResetTwoFactor(actor.id))).status).toBe(204);
    // A failed sign-in under the actor's name.
    await callApi('POST', API.login, { body: { username: actor.username, password: 'not-the-password' } });

    const expected = [
      'content.updated',
      'project.created',
      'project.updated',
      'project.deleted',
      'media.uploaded',
      'media.deleted',
      'contact.submission-updated',
      'contact.submission-deleted',
      'user.created',
      'user.updated',
      'user.password-changed',
      'user.password-reset-requested',
      'user.deleted',
      'user.two-factor-changed',
    ];
    let mine: ActivityEntry[] = [];
    await expect
      .poll(
        async () => {
          mine = await entriesOf(`actor=${actor.id}&limit=200`);
          return mine.map((e) => e.action).sort();
        },
        { timeout: 20_000 },
      )
      .toEqual([...expected, 'user.signed-in'].sort());
    for (const entry of mine) expect(entry.actor).toEqual({ id: actor.id, username: actor.username });
    expect(mine.find((e) => e.action === 'project.updated')?.details).toMatchObject({ status: 'archived' });

    const about2fa = await entriesOf(`kind=two-factor&limit=200`);
    const reset = about2fa.filter((e) => e.target.id === actor.id);
    expect(reset.map((e) => [e.details.enabled, e.actor?.username])).toEqual([
      [false, 'admin'],
      [true, actor.username],
    ]);
    const failed = (await entriesOf('kind=sign-in&limit=200')).filter(
      (e) => e.action === 'user.sign-in-failed' && e.target.label === actor.username,
    );
    expect(failed).toHaveLength(1);
    expect(failed[0]?.actor).toBeNull();
  });

  it('lists the entries with filters on the Activity screen (Arabic and English) and on the dashboard', async () => {
    await signIn(page, undefined, 'ar');
    await page.getByRole('link', { name: 'النشاط' }).click();
    await page.getByRole('heading', { name: 'النشاط', level: 1 }).waitFor();
    await page.getByTestId('activity-row').first().waitFor();
    await page.getByLabel('النوع').selectOption('project');
    await page.getByText(`حذف ${actor.username} المشروع`).first().waitFor();
    const actions = await page
      .getByTestId('activity-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
    expect(actions.every((a) => a?.startsWith('project.'))).toBe(true);
    await adminScreenshot(page, 'activity-ar');

    await open(page, '/admin/activity', 'en');
    await page.getByLabel('Who').selectOption(actor.id);
    await page.getByText(`${actor.username} turned on two-factor sign-in for ${actor.username}`).waitFor();
    await adminScreenshot(page, 'activity-en');

    await open(page, '/admin', 'en');
    const recent = page
      .getByRole('region', { name: 'Recent Activity' })
      .or(page.locator('section', { hasText: 'Recent Activity' }));
    await recent.getByRole('link', { name: 'See all activity' }).waitFor();
    expect(await recent.locator('li').count()).toBe(10);
  });
});
