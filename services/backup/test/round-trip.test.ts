/**
 * The whole site backed up and restored into a fresh stack, against real FerretDB, MinIO and
 * NATS with every service running: an upload with its variants, history, activity, a user with
 * two-factor sign-in and a contact submission (mailed once); a writer keeps editing while the
 * backup runs (its changes are paused, and what the archive holds is one point in time); the
 * restored stack holds exactly what the manifest says was copied, renders the same pages, serves
 * the same media, refuses the sessions issued before, and sends no mail again.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as OTPAuth from 'otpauth';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type ActivityEntry,
  type ContentItem,
  type MediaFile,
  type Project,
  type Version,
} from '@rawi/proto';
import { freeStackPorts, startStack, type Stack, type StackOptions } from '../../../deploy/local/stack.ts';
import { REPO_ROOT, freePorts, startInfra } from '../../kit/src/dev/infra.ts';
import { buildContactMessage, formTokenAged, TEST_FORM_SECRET } from '../../contact/src/test/support.ts';
import { startSmtpServer, type TestSmtpServer } from '../../contact/src/test/smtp.ts';
import { DATABASES, type Manifest } from '../src/archive/format.ts';
import { takeBackup } from '../src/backup.ts';
import { importContent } from '../src/import.ts';
import { restoreArchive } from '../src/restore.ts';
import { fileSink } from '../src/targets.ts';
import { configFor, pictureOf, withoutSettledFields } from './support.ts';
import { archivedCollections, call, file, pageText, uploadPhoto } from './site-client.ts';
import { checkedFetch } from '@rawi/kit/testing';

const ADMIN = { username: 'admin', password: 'backup-Admin-pass-1' };
const NOTIFY = 'staff@rawi.test';
const PAGES = ['/?lang=en', '/?lang=ar', '/projects?lang=en', '/projects?lang=ar'];

let workDir: string;
let smtp: TestSmtpServer;
let stackA: Stack | undefined;
let stackB: Stack | undefined;
let archivePath: string;
let manifest: Manifest;
let archived: Map<string, string[]>;
let oldToken: string;
/** A session on the restored stack (a two-factor code is accepted once, so it is kept). */
let tokenB: string;
let totpSecret: string;
let photo: MediaFile;
let editedProject: Project;
let writerProject: Project;
const writes = { acknowledged: [] as Array<{ title: string; at: number }>, paused: 0, other: [] as number[] };
const seenOnA: {
  pages: Map<string, string>;
  photo: Buffer;
  variant: Buffer;
  history: Version[];
  activityIds: string[];
} = { pages: new Map(), photo: Buffer.alloc(0), variant: Buffer.alloc(0), history: [], activityIds: [] };

const totpCode = (at = Date.now()) =>
  new OTPAuth.TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(totpSecret),
  }).generate({ timestamp: at });

/** The time step of the last code used: a code is taken once, and the restored stack remembers it. */
let lastStep = 0;
/**
 * A code of a step not used yet: the service takes the previous, the current and the next step,
 * so three sign-ins fit in one 30 s window; a fourth waits for the next one.
 */
async function freshCode(): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = [now - 1, now, now + 1].find((s) => s > lastStep);
    if (step !== undefined) {
      lastStep = step;
      return totpCode(step * 30_000 + 15_000);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Signs in with the password and, when asked, the two-factor code. */
async function signIn(base: string): Promise<string> {
  const login = await call<{ token?: string; challenge?: string }>(base, undefined, 'POST', API.login, ADMIN);
  expect(login.status).toBe(200);
  if (login.body.token) return login.body.token;
  const verified = await call<{ token: string }>(base, undefined, 'POST', API.loginVerify, {
    challenge: login.body.challenge,
    code: await freshCode(),
  });
  expect(verified.status).toBe(200);
  return verified.body.token;
}

async function readPages(base: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const path of PAGES) {
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(200);
    pages.set(path, pageText(await res.text()));
  }
  const project = await fetch(`${base}/projects/${editedProject.slug}?lang=${editedProject.language}`);
  expect(project.status).toBe(200);
  pages.set('project', pageText(await project.text()));
  return pages;
}

function stackOptions(dataDir: string): StackOptions {
  const webDist = join(workDir, 'web-dist');
  const webSsr = join(workDir, 'web-dist-server');
  return {
    dataDir,
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    logLevel: 'warn',
    extraEnv: {
      contact: {
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL: NOTIFY,
        CONTACT_FORM_SECRET: TEST_FORM_SECRET,
        CONTACT_RATE_LIMIT: '1000',
      },
      web: { WEB_DIST: webDist, WEB_SSR: webSsr },
    },
  };
}

/** Keeps saving the writer's draft project (each save is a version and an event) until stopped. */
function startWriter(base: string, token: string): () => Promise<void> {
  let running = true;
  let n = 0;
  const loop = (async () => {
    while (running) {
      n += 1;
      const title = `Writer edit ${n}`;
      const res = await call<Project>(base, token, 'PUT', API.project(writerProject.id), {
        ...writerProject,
        title,
      });
      if (res.status === 200) writes.acknowledged.push({ title, at: Date.now() });
      else if (res.status === 503) {
        writes.paused += 1;
        await new Promise((r) => setTimeout(r, 50));
      } else writes.other.push(res.status);
    }
  })();
  return async () => {
    running = false;
    await loop;
  };
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'rawi-backup-roundtrip-'));
  cpSync(join(REPO_ROOT, 'web/dist'), join(workDir, 'web-dist'), { recursive: true });
  cpSync(join(REPO_ROOT, 'web/dist-server'), join(workDir, 'web-dist-server'), { recursive: true });
  smtp = await startSmtpServer();
  const dirA = join(workDir, 'a');
  // Stack B listens where A did: the pages carry the site's address.
  const ports = await freeStackPorts();
  stackA = await startStack({ ...stackOptions(dirA), ports, seedDemo: true });
  const a = stackA.url;

  // A user with two-factor sign-in (the admin), an upload with variants, edits with history.
  let token = await signIn(a);
  const setup = await call<{ secret: string }>(a, token, 'POST', '/api/auth/2fa/setup');
  expect(setup.status).toBe(200);
  totpSecret = setup.body.secret;
  expect((await call(a, token, 'POST', '/api/auth/2fa/enable', { code: await freshCode() })).status).toBe(
    200,
  );
  token = await signIn(a);
  photo = await uploadPhoto(a, token);
  const projects = (await call<Project[]>(a, token, 'GET', API.projectsFor('en'))).body;
  const first = projects[0]!;
  for (const title of [`${first.title} (revised)`, `${first.title} (final)`]) {
    const saved = await call<Project>(a, token, 'PUT', API.project(first.id), {
      ...first,
      title,
      imageUrl: photo.url,
      seoTitle: `${title} | SEO`,
      seoDescription: 'What search engines show for this project.',
      ogImage: 'https://cdn.example.com/og-card.png',
    });
    expect(saved.status).toBe(200);
    editedProject = saved.body;
  }
  const draft = await call<Project>(a, token, 'POST', API.projects, {
    title: 'Writer edit 0',
    slug: 'writer-draft',
    language: 'en',
    description: 'Edited again and again while the backup runs.',
    briefDescription: 'A draft',
    category: 'Testing',
    status: 'draft',
  });
  expect(draft.status).toBe(201);
  writerProject = draft.body;
  const sent = await checkedFetch(`${a}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
    body: JSON.stringify({ ...buildContactMessage({ name: 'Mona Backup' }), formToken: formTokenAged() }),
  });
  expect(sent.status).toBe(201);
  await smtp.waitFor((mail) => mail.subject === 'New contact message from Mona Backup');

  // What visitors and the admin see at the time of the backup (the writer only touches a draft).
  seenOnA.pages = await readPages(a);
  seenOnA.photo = Buffer.from(await (await fetch(`${a}${photo.url}`)).arrayBuffer());
  seenOnA.variant = Buffer.from(await (await fetch(`${a}${photo.variants[0]!.url}`)).arrayBuffer());
  seenOnA.history = (await call<Version[]>(a, token, 'GET', API.projectHistory(editedProject.id))).body;
  const activity = await call<ActivityEntry[]>(a, token, 'GET', API.activity);
  expect(activity.status).toBe(200);
  expect(activity.body.length).toBeGreaterThan(3);
  seenOnA.activityIds = activity.body.map((e) => e.id);
  oldToken = token;

  // The backup, taken while the writer keeps saving.
  const stopWriter = startWriter(a, token);
  await new Promise((r) => setTimeout(r, 500));
  archivePath = join(workDir, 'site.tar.gz');
  const sink = fileSink(archivePath);
  manifest = await takeBackup(configFor(stackA.infra), sink.stream);
  await sink.commit();
  await new Promise((r) => setTimeout(r, 500));
  await stopWriter();
  await stackA.stop();
  stackA = undefined;

  // A fresh stack: the same signing keys (an operator's secret), empty servers, the restore, then the services.
  const dirB = join(workDir, 'b');
  cpSync(join(dirA, 'keys'), join(dirB, 'keys'), { recursive: true });
  const infraPorts = await freePorts();
  const infraB = await startInfra({ dataDir: join(dirB, 'infra'), ports: infraPorts });
  try {
    await restoreArchive(configFor(infraB), file(archivePath));
    archived = await archivedCollections(archivePath, manifest);
    const restored = await pictureOf(configFor(infraB));
    expect(withoutSettledFields(restored)).toEqual(withoutSettledFields({ collections: archived }));
    expect(restored.objects).toEqual(
      new Map(
        manifest.parts.filter((p) => p.path.startsWith('media/')).map((p) => [p.path.slice(6), p.sha256]),
      ),
    );
  } finally {
    await infraB.stop();
  }
  stackB = await startStack({ ...stackOptions(dirB), ports, infraPorts, seedDemo: false });
}, 240_000);

afterAll(async () => {
  await stackA?.stop();
  await stackB?.stop();
  await smtp?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('backup and restore of the whole site', () => {
  it('paused the writer during the copy and archived one point in time of its edits', () => {
    expect(manifest.consistency.writesPaused).toBe(true);
    expect(manifest.consistency.pendingEvents).toBe(0);
    expect(writes.other).toEqual([]);
    // The writer met the pause (503 with Retry-After) and carried on after it.
    expect(writes.paused).toBeGreaterThan(0);
    expect(writes.acknowledged.length).toBeGreaterThan(3);
    const { EJSON } = mongoose.mongo.BSON;
    const parse = (line: string) => EJSON.parse(line) as Record<string, unknown>;
    const project = archived
      .get('rawi_projects/projects')!
      .map(parse)
      .find((p) => String(p._id) === writerProject.id)!;
    const versions = archived
      .get('rawi_projects/versions')!
      .map(parse)
      .filter((v) => v.item === `project:${writerProject.id}`)
      .sort((x, y) => (x.savedAt as Date).getTime() - (y.savedAt as Date).getTime());
    // The project and its newest version are the same save: no edit is half in the archive.
    expect((versions.at(-1)!.data as { title: string }).title).toBe(project.title);
    const index = writes.acknowledged.findIndex((w) => w.title === project.title);
    expect(index).toBeGreaterThanOrEqual(0);
    const backupAt = new Date(manifest.createdAt).getTime();
    // Every edit acknowledged before the copy started is in it; the first one after it is not.
    expect(writes.acknowledged.slice(index + 1).every((w) => w.at >= backupAt)).toBe(true);
    expect(writes.acknowledged.length).toBeGreaterThan(index + 1);
  });

  it('holds every database and object the manifest lists', () => {
    expect(manifest.databases.map((d) => d.name)).toEqual([...DATABASES]);
    for (const db of manifest.databases)
      for (const collection of db.collections)
        expect(archived.get(`${db.name}/${collection.name}`)!.length).toBe(collection.documents);
    const objects = manifest.parts.filter((p) => p.path.startsWith('media/')).map((p) => p.path.slice(6));
    expect(objects).toEqual(
      expect.arrayContaining([photo.filename, ...photo.variants.map((v) => v.url.split('/').pop()!)]),
    );
  });

  it('renders the same public pages and serves the same media with its variants', async () => {
    expect(await readPages(stackB!.url)).toEqual(seenOnA.pages);
    expect(Buffer.from(await (await fetch(`${stackB!.url}${photo.url}`)).arrayBuffer())).toEqual(
      seenOnA.photo,
    );
    const variant = await fetch(`${stackB!.url}${photo.variants[0]!.url}`);
    expect(variant.status).toBe(200);
    expect(Buffer.from(await variant.arrayBuffer())).toEqual(seenOnA.variant);
  });

  it('refuses the sessions issued before the restore and keeps two-factor sign-in', async () => {
    const b = stackB!.url;
    await expect
      .poll(async () => (await call(b, oldToken, 'GET', '/api/auth/me')).status, { timeout: 10_000 })
      .toBe(401);
    const login = await call<{ token?: string }>(b, undefined, 'POST', API.login, ADMIN);
    expect(login.status).toBe(200);
    expect(login.body.token).toBeUndefined();
    const token = await signIn(b);
    tokenB = token;
    const history = await call<Version[]>(b, token, 'GET', API.projectHistory(editedProject.id));
    expect(history.body).toEqual(seenOnA.history);
    const activity = await call<ActivityEntry[]>(b, token, 'GET', API.activity);
    expect(activity.body.map((e) => e.id)).toEqual(expect.arrayContaining(seenOnA.activityIds.slice(0, 10)));
  });

  it('sends no mail again', async () => {
    await new Promise((r) => setTimeout(r, 2000));
    expect(smtp.mails.filter((m) => m.subject === 'New contact message from Mona Backup')).toHaveLength(1);
  });

  it('imports the archive’s content and projects into another stack, after a dry run that changes nothing', async () => {
    const b = stackB!.url;
    const token = tokenB;
    // The other stack has drifted: a project renamed (its SEO texts cleared), the hero changed, the photo deleted.
    const project = (await call<Project[]>(b, token, 'GET', API.projects)).body.find(
      (p) => p.id === editedProject.id,
    )!;
    expect(
      (
        await call(b, token, 'PUT', API.project(project.id), {
          ...project,
          title: 'Renamed on staging',
          seoTitle: undefined,
          seoDescription: undefined,
          ogImage: undefined,
        })
      ).status,
    ).toBe(200);
    const hero = (await call<ContentItem>(b, token, 'GET', API.content('hero', 'en'))).body;
    const heroChanged = { ...hero.data, heading: 'Changed on staging' };
    expect(
      (await call(b, token, 'POST', API.contentSave, { section: 'hero', language: 'en', data: heroChanged }))
        .status,
    ).toBe(200);
    expect((await call(b, token, 'DELETE', API.mediaItem(photo.id))).status).toBe(204);

    const plan = await importContent(file(archivePath), { url: b, token }, { dryRun: true });
    expect(plan.uploads.map((u) => u.filename)).toEqual([photo.filename]);
    expect(plan.content.filter((c) => c.action !== 'unchanged')).toEqual([
      { section: 'hero', language: 'en', action: 'update' },
    ]);
    expect(plan.projects.filter((p) => p.action !== 'unchanged')).toEqual([
      { slug: editedProject.slug, language: 'en', action: 'update', id: editedProject.id },
    ]);
    const stillRenamed = (await call<Project[]>(b, token, 'GET', API.projects)).body.find(
      (p) => p.id === editedProject.id,
    )!;
    expect(stillRenamed.title).toBe('Renamed on staging');

    await importContent(file(archivePath), { url: b, token }, { dryRun: false });
    const imported = (await call<Project[]>(b, token, 'GET', API.projects)).body.find(
      (p) => p.id === editedProject.id,
    )!;
    expect(imported.title).toBe(editedProject.title);
    expect(imported).toMatchObject({
      seoTitle: editedProject.seoTitle,
      seoDescription: editedProject.seoDescription,
      ogImage: editedProject.ogImage,
    });
    expect(imported.imageUrl).not.toBe(photo.url);
    expect(Buffer.from(await (await fetch(`${b}${imported.imageUrl!}`)).arrayBuffer())).toEqual(
      seenOnA.photo,
    );
    expect((await call<ContentItem>(b, token, 'GET', API.content('hero', 'en'))).body.data).toEqual(
      hero.data,
    );
    const again = await importContent(file(archivePath), { url: b, token }, { dryRun: true });
    expect([...again.content, ...again.projects].every((step) => step.action === 'unchanged')).toBe(true);
  });
});
