/**
 * The site run from its own images (`make images-test`, part of `make test`): builds the images
 * (podman's layer cache makes a rebuild with unchanged inputs quick), starts every component in its
 * own container as the chart wires it (deploy/images/stack.ts), and through the published gateway:
 * the public pages in both languages, an admin save, a media upload and a contact message; then,
 * under a steady public load with contact messages, the contact container's process is killed
 * (SIGKILL, as the kernel's OOM killer or a crash ends it): the restart policy brings it back, every
 * acknowledged message is kept and no public request fails outside the kill window; last, NATS is
 * stopped for 30 s while admin saves and messages go on: each is acknowledged, and the outbox
 * delivers every event once NATS is back.
 */
import { execFileSync } from 'node:child_process';
import { connect } from '@nats-io/transport-node';
import {
  API,
  EVENT_STREAM,
  FORM_TOKEN_MIN_AGE_MS,
  SUBJECTS,
  solveChallenge,
  type ContactSubmission,
  type ContentItem,
  type EventEnvelope,
  type MediaFile,
  type Project,
} from '@rawi/proto';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonClient } from '../services/kit/src/testing/http.ts';
import { COMPONENTS } from './contract.ts';
import { STORES, buildImages, imageFacts, podman, type BuiltImages } from './images/images.ts';
import { freePort, startContainerStack, type ContainerStack } from './images/stack.ts';

const APP_IMAGE_LIMIT = 300e6;
const NATS_OUTAGE_MS = 30_000;
let built: BuiltImages;
let stack: ContainerStack;
let call: ReturnType<typeof jsonClient>;
let token = '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A client address of its own for each message, so the contact form's per-client allowance is not used up. */
let clientCounter = 0;
const nextClient = () => `198.51.100.${(clientCounter += 1) % 250}`;

/** A contact message as the form sends it: token held FORM_TOKEN_MIN_AGE_MS, puzzle solved. */
async function contactMessage(label: string): Promise<{ status: number; submission?: ContactSubmission }> {
  const client = nextClient();
  const headers = { 'x-forwarded-for': client };
  const issued = await call<{ token: string }>('GET', API.contactToken, { headers }).catch(() => undefined);
  if (issued?.status !== 200) return { status: issued?.status ?? 0 };
  await sleep(FORM_TOKEN_MIN_AGE_MS + 250);
  const proof = await solveChallenge(issued.body.token);
  const sent = await fetch(new URL(API.contact, stack.url), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Image Test ${label}`,
      email: `${label}@example.com`,
      message: `A message sent to the container stack (${label}).`,
      formToken: issued.body.token,
      ...(proof ? { proof } : {}),
    }),
    signal: AbortSignal.timeout(20_000),
  }).catch(() => undefined);
  if (!sent) return { status: 0 };
  const body = (await sent.json().catch(() => ({}))) as { submission?: ContactSubmission };
  return { status: sent.status, ...(body.submission ? { submission: body.submission } : {}) };
}

async function saveHero(marker: string): Promise<ContentItem> {
  const current = await call<ContentItem>('GET', API.content('hero', 'en'));
  expect(current.status).toBe(200);
  const saved = await call<ContentItem>('POST', API.contentSave, {
    token,
    body: { section: 'hero', language: 'en', data: { ...current.body.data, subtitle: marker } },
  });
  expect(saved.status, `saving the hero (${marker})`).toBe(200);
  return saved.body;
}

async function allSubmissions(): Promise<ContactSubmission[]> {
  const reply = await call<ContactSubmission[]>('GET', API.submissions, { token });
  expect(reply.status).toBe(200);
  return reply.body;
}

/** The host process of a container (its PID 1), for a kill that is not a `podman stop`. */
const containerPid = (container: string) =>
  Number(podman(['inspect', '--format', '{{.State.Pid}}', container], { quiet: true }));
const restarts = (container: string) =>
  Number(podman(['inspect', '--format', '{{.RestartCount}}', container], { quiet: true }));

/** Every event of these subjects in the stream, read by a fresh consumer (what any consumer gets). */
async function streamed(subjects: string[]): Promise<EventEnvelope[]> {
  const natsIp = podman(
    [
      'inspect',
      '--format',
      '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}',
      stack.container('nats'),
    ],
    { quiet: true },
  );
  const nc = await connect({ servers: `nats://${natsIp}:4222`, timeout: 10_000 });
  try {
    const jsm = await jetstreamManager(nc, { timeout: 10_000 });
    const name = `images-test-${Date.now()}`;
    await jsm.consumers.add(EVENT_STREAM, {
      durable_name: name,
      filter_subjects: subjects,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      mem_storage: true,
    });
    const consumer = await jetstream(nc, { timeout: 10_000 }).consumers.get(EVENT_STREAM, name);
    const events: EventEnvelope[] = [];
    for (;;) {
      let count = 0;
      for await (const m of await consumer.fetch({ max_messages: 500, expires: 1500 })) {
        count += 1;
        events.push(m.json<EventEnvelope>());
        m.ack();
      }
      if (count === 0) break;
    }
    await jsm.consumers.delete(EVENT_STREAM, name).catch(() => undefined);
    return events;
  } finally {
    await nc.close();
  }
}

beforeAll(async () => {
  built = buildImages((line) => console.log(`[images-test] ${line}`));
  stack = await startContainerStack({
    gatewayPort: await freePort(),
    set: ['seedDemo=true'],
    log: (line) => console.log(`[images-test] ${line}`),
  });
  call = jsonClient(stack.url);
  const login = await call<{ token: string }>('POST', API.login, { body: stack.admin });
  expect(login.status, 'the chart’s admin signs in').toBe(200);
  token = login.body.token;
}, 1_500_000);

afterAll(async () => {
  await stack?.stop();
});

describe('the images', () => {
  it('are the ten images, each labelled with the commit and run as uid 1000; app images ≤ 300 MB', () => {
    const head = built.commit;
    for (const component of COMPONENTS) {
      const facts = imageFacts(built.apps[component]);
      expect(facts.revision, component).toBe(head);
      expect(facts.user, component).toBe('1000:1000');
      expect(facts.bytes, component).toBeLessThanOrEqual(APP_IMAGE_LIMIT);
    }
    for (const store of STORES) {
      const facts = imageFacts(built.stores[store]);
      expect(facts.revision, store).toBe(head);
      expect(facts.user, store).toBe('1000:1000');
    }
  });

  it('carry no npm, and their root filesystem is read-only with /tmp writable', () => {
    const run = (args: string[]) =>
      execFileSync('podman', ['exec', stack.container('gateway'), ...args], { encoding: 'utf8' });
    expect(run(['node', '-e', 'try{require.resolve("npm")}catch{process.stdout.write("none")}'])).toBe(
      'none',
    );
    expect(run(['sh', '-c', 'command -v npm gcc make cc || echo none']).trim()).toBe('none');
    const write = (path: string) =>
      run([
        'node',
        '-e',
        `try{require("fs").writeFileSync(${JSON.stringify(path)},"x");console.log("ok")}catch(e){console.log(e.code)}`,
      ]).trim();
    expect(write('/app/written-by-test')).toBe('EROFS');
    expect(write('/tmp/written-by-test')).toBe('ok');
    expect(run(['id', '-u']).trim()).toBe('1000');
  });
});

describe('the site from its containers', () => {
  it('serves the public pages in English and Arabic', async () => {
    const slugIn = async (language: 'en' | 'ar') => {
      const projects = await call<Project[]>('GET', API.projectsFor(language));
      expect(projects.status).toBe(200);
      const slug = projects.body[0]?.slug;
      expect(slug, `a seeded demo project in ${language}`).toBeTruthy();
      return encodeURIComponent(slug ?? '');
    };
    const pages: Array<[string, string, string]> = [
      ['/', 'en', 'ltr'],
      ['/?lang=ar', 'ar', 'rtl'],
      ['/projects', 'en', 'ltr'],
      ['/projects?lang=ar', 'ar', 'rtl'],
      [`/projects/${await slugIn('en')}`, 'en', 'ltr'],
      [`/projects/${await slugIn('ar')}?lang=ar`, 'ar', 'rtl'],
    ];
    for (const [path, lang, dir] of pages) {
      const reply = await fetch(new URL(path, stack.url));
      expect(reply.status, path).toBe(200);
      const html = await reply.text();
      expect(/<html[^>]*>/.exec(html)?.[0], path).toMatch(new RegExp(`lang="${lang}"[^>]*dir="${dir}"`));
    }
  });

  it('takes an admin save, a media upload and a contact message', async () => {
    const marker = `Saved through the images ${Date.now()}`;
    await saveHero(marker);
    const read = await call<ContentItem>('GET', API.content('hero', 'en'));
    expect((read.body.data as { subtitle?: string }).subtitle).toBe(marker);

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'images-test.png');
    const upload = await call<MediaFile>('POST', API.mediaUpload, { token, body: form });
    expect(upload.status).toBe(201);
    const served = await fetch(new URL(upload.body.url, stack.url));
    expect(served.status).toBe(200);

    const sent = await contactMessage(`smoke-${Date.now()}`);
    expect(sent.status).toBe(201);
    expect((await allSubmissions()).map((s) => s.id)).toContain(sent.submission?.id);
  });

  it('survives a killed contact container under load: back by its restart policy, no acknowledged message lost', async () => {
    const projects = (await call<Project[]>('GET', API.projectsFor('en'))).body;
    const paths = [
      '/',
      '/?lang=ar',
      '/projects',
      `/projects/${encodeURIComponent(projects[0]?.slug ?? '')}`,
      API.projectsFor('ar'),
      API.content('hero', 'ar'),
    ];
    const results: Array<{ at: number; path: string; status: number }> = [];
    let loading = true;
    const worker = async (offset: number) => {
      for (let i = offset; loading; i += 1) {
        const path = paths[i % paths.length] as string;
        const status = await fetch(new URL(path, stack.url), { signal: AbortSignal.timeout(10_000) }).then(
          async (r) => (await r.arrayBuffer(), r.status),
          () => 0,
        );
        results.push({ at: Date.now(), path, status });
        await sleep(50);
      }
    };
    const acknowledged: string[] = [];
    const refused: number[] = [];
    const messages = async () => {
      for (let i = 0; loading; i += 1) {
        const sent = await contactMessage(`load-${Date.now()}-${i}`);
        if (sent.status === 201 && sent.submission) acknowledged.push(sent.submission.id);
        else {
          // Refused while the service is away: the sender tries again a moment later.
          refused.push(sent.status);
          await sleep(250);
        }
      }
    };
    const load = Promise.all([worker(0), worker(1), worker(2), messages(), messages()]);

    await sleep(8_000);
    const container = stack.container('contact');
    const before = restarts(container);
    const killedAt = Date.now();
    process.kill(containerPid(container), 'SIGKILL');
    await sleep(1_000);
    await stack.waitReady('contact', 60_000);
    const backAt = Date.now();
    await sleep(10_000);
    loading = false;
    await load;

    console.log(
      `[images-test] contact killed, ready again after ${((backAt - killedAt) / 1000).toFixed(1)} s; ` +
        `${results.length} public requests, ${acknowledged.length} messages acknowledged, ${refused.length} refused ` +
        `(statuses ${[...new Set(refused)].join(', ') || 'none'})`,
    );
    expect(restarts(container)).toBe(before + 1);
    const outside = results.filter((r) => (r.at < killedAt || r.at > backAt + 1000) && r.status !== 200);
    expect(outside, 'public requests that failed outside the kill window').toEqual([]);
    expect(results.filter((r) => r.at > backAt + 1000).length).toBeGreaterThan(20);
    expect(acknowledged.length).toBeGreaterThan(2);
    const kept = new Set((await allSubmissions()).map((s) => s.id));
    expect(
      acknowledged.filter((id) => !kept.has(id)),
      'acknowledged messages lost',
    ).toEqual([]);
  });

  it('keeps every event of the messages sent while NATS is down, and delivers them when it is back', async () => {
    // Signed-in calls are refused (503) once NATS has been gone a few seconds, by design (token
    // revocation cannot be checked): visitors' messages go on, their events wait in the outbox.
    const nats = stack.container('nats');
    podman(['stop', '--time', '5', nats], { quiet: true });
    const stoppedAt = Date.now();
    const messages: string[] = [];
    for (let i = 0; Date.now() - stoppedAt < NATS_OUTAGE_MS - 5_000; i += 1) {
      const sent = await contactMessage(`outage-${Date.now()}-${i}`);
      expect(sent.status, 'a message while NATS is down').toBe(201);
      messages.push(sent.submission?.id ?? '');
    }
    await sleep(Math.max(0, NATS_OUTAGE_MS - (Date.now() - stoppedAt)));
    podman(['start', nats], { quiet: true });
    expect(messages.length).toBeGreaterThan(2);

    const missing = async () => {
      const events = await streamed([SUBJECTS.submissionCreated]);
      const delivered = new Set(
        events.map((e) => (e.data as { submission: ContactSubmission }).submission.id),
      );
      return messages.filter((id) => !delivered.has(id));
    };
    const deadline = Date.now() + 90_000;
    let left = ['(not read yet)'];
    while (Date.now() < deadline) {
      left = await missing().catch((error: Error) => [`(stream not readable: ${error.message})`]);
      if (left.length === 0) break;
      await sleep(2_000);
    }
    expect(left, 'events not delivered after NATS came back').toEqual([]);
    for (const component of COMPONENTS) await stack.waitReady(component, 60_000);
    // Signed-in work goes on once NATS is back: a save refused while a component's revocation
    // watch is still catching up (503, the outage's answer) is tried again, for 30 s at most.
    const current = await call<ContentItem>('GET', API.content('hero', 'en'));
    expect(current.status).toBe(200);
    const body = {
      section: 'hero',
      language: 'en',
      data: { ...current.body.data, subtitle: `Saved after NATS came back ${Date.now()}` },
    };
    const saveDeadline = Date.now() + 30_000;
    let saved = await call<ContentItem>('POST', API.contentSave, { token, body });
    while (saved.status === 503 && Date.now() < saveDeadline) {
      await sleep(1_000);
      saved = await call<ContentItem>('POST', API.contentSave, { token, body });
    }
    expect(saved.status, 'saving the hero after NATS came back').toBe(200);
  });
});
