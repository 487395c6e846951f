/**
 * What an operator sees, on a whole local stack: every component's /metrics after some traffic
 * (requests by route template, 5xx, the gateway cache, sign-ins, uploads, the outbox age growing
 * while NATS is down and falling after, the notifier's backlog), and one trace id followed from
 * the gateway's log through the contact service to the event and the notifier.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstream, DeliverPolicy } from '@nats-io/jetstream';
import { API, EVENT_STREAM, FORM_TOKEN_MIN_AGE_MS, type EventEnvelope, type LoginReply } from '@rawi/proto';
import { freePort, freePorts } from '../services/kit/src/dev/infra.ts';
import { jsonClient } from '../services/kit/src/testing/http.ts';
import { COMPONENTS, startStack, type Stack } from './local/stack.ts';

type Component = (typeof COMPONENTS)[number];

let stack: Stack;
/** Calls through the gateway, each reply checked against the route table. */
const api = jsonClient(() => stack.url);
let dataDir: string;
const metricsPorts = {} as Record<Component, number>;
const password = randomBytes(12).toString('base64url');

async function scrape(component: Component): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${metricsPorts[component]}/metrics`);
  expect(res.status, component).toBe(200);
  return res.text();
}

/** The value of one series (name plus labels as they appear), or undefined. */
function value(text: string, series: RegExp): number | undefined {
  const line = text.split('\n').find((l) => !l.startsWith('#') && series.test(l));
  return line ? Number(line.split(' ').at(-1)) : undefined;
}

const logOf = (component: Component) => readFileSync(stack.logFile(component), 'utf8');

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rawi-observability-'));
  for (const c of COMPONENTS) metricsPorts[c] = await freePort();
  const ports = Object.fromEntries(await Promise.all(COMPONENTS.map(async (c) => [c, await freePort()])));
  stack = await startStack({
    dataDir,
    ports,
    infraPorts: await freePorts(),
    metricsPorts,
    seedDemo: true,
    adminPassword: password,
    logLevel: 'info',
  });
});
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('metrics', () => {
  it('every component serves process, Node.js and request metrics by route template', async () => {
    for (let i = 0; i < 3; i += 1) {
      await fetch(`${stack.url}/api/content/hero/en`);
      await fetch(`${stack.url}/api/projects/slug/no-such-project?language=en`);
      await fetch(`${stack.url}/`);
    }
    const login = await api<LoginReply>('POST', API.login, { body: { username: 'admin', password } });
    expect(login.status).toBe(200);
    await api('POST', API.login, { body: { username: 'admin', password: 'wrong-password' } });
    const { token } = login.body;
    expect(
      (await fetch(`${stack.url}${API.submissions}`, { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(200);
    // The demo's illustrations are stored at start-up too: count this upload from here.
    const uploadsBefore =
      value(await scrape('media'), /^media_uploads_total\{kind="media",type="image"/) ?? 0;
    const form = new FormData();
    form.append(
      'file',
      new Blob(
        [
          Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
            'base64',
          ),
        ],
        { type: 'image/png' },
      ),
      'pixel.png',
    );
    const upload = await fetch(`${stack.url}${API.mediaUpload}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);

    for (const component of COMPONENTS) {
      const text = await scrape(component);
      expect(text, component).toContain('process_cpu_seconds_total');
      expect(text, component).toContain('nodejs_heap_size_used_bytes');
      expect(text, component).toMatch(/http_request_duration_seconds_bucket\{/);
      // Never a raw path with an id or slug in a label.
      expect(text, component).not.toContain('no-such-project');
    }
    const content = await scrape('content');
    expect(
      value(content, /^http_requests_total\{.*route="\/api\/content\/:section\/:language".*status="200"/),
    ).toBeGreaterThanOrEqual(1);
    const gateway = await scrape('gateway');
    expect(value(gateway, /^gateway_cache_hits_total/)).toBeGreaterThanOrEqual(2);
    expect(value(gateway, /^gateway_cache_misses_total/)).toBeGreaterThanOrEqual(1);
    expect(value(gateway, /^http_requests_total\{.*route="\/api\/projects\/\*".*status="404"/)).toBe(3);
    const identity = await scrape('identity');
    expect(value(identity, /^identity_sign_ins_total\{result="success"/)).toBeGreaterThanOrEqual(1);
    expect(value(identity, /^identity_sign_ins_total\{result="credentials"/)).toBe(1);
    const media = await scrape('media');
    expect(value(media, /^media_uploads_total\{kind="media",type="image"/)).toBe(uploadsBefore + 1);
    expect(value(media, /^media_upload_bytes_total/)).toBeGreaterThan(0);
    const contact = await scrape('contact');
    expect(contact).toMatch(/notifier_pending_events\{state="undelivered"/);
    expect(await scrape('web')).toMatch(/http_requests_total\{.*route="page".*status="200"/);
  });

  it('counts 5xx by status, and upstream errors by service', async () => {
    await stack.stopComponent('media');
    try {
      expect((await fetch(`${stack.url}/api/media/files/missing.png`)).status).toBe(503);
      const gateway = await scrape('gateway');
      expect(value(gateway, /^http_requests_total\{.*route="\/api\/media\/\*".*status="503"/)).toBe(1);
      expect(value(gateway, /^gateway_upstream_errors_total\{service="media",reason="unreachable"/)).toBe(1);
    } finally {
      await stack.startComponent('media');
    }
  });

  it('shows the outbox backing up while NATS is down, and draining after', async () => {
    const age = async () => value(await scrape('contact'), /^outbox_oldest_pending_age_seconds/) ?? NaN;
    expect(await age()).toBe(0);
    const formToken = await agedFormToken();
    await stack.infra.stopOne('nats');
    try {
      const sent = await fetch(`${stack.url}${API.contact}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Outage Test',
          email: 'o@example.com',
          message: 'Written while NATS is down.',
          formToken,
        }),
      });
      expect(sent.status).toBe(201);
      await new Promise((r) => setTimeout(r, 1500));
      const first = await age();
      expect(first).toBeGreaterThan(1);
      await new Promise((r) => setTimeout(r, 1000));
      expect(await age()).toBeGreaterThan(first);
      expect(value(await scrape('contact'), /^outbox_pending_events/)).toBeGreaterThanOrEqual(1);
    } finally {
      await stack.infra.restart('nats');
    }
    await expect.poll(age, { timeout: 30_000, interval: 500 }).toBe(0);
    expect(value(await scrape('contact'), /^outbox_publish_failures_total/)).toBeGreaterThanOrEqual(1);
  });
});

describe('exposure', () => {
  /** Whether a TCP connection to host:port is accepted. */
  const accepts = (host: string, port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = createConnection({ host, port });
      socket.setTimeout(2000, () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });

  it('serves /metrics and the web container on loopback only; the gateway on every interface', async () => {
    // An address of this machine that another machine could connect to.
    const external = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    for (const c of COMPONENTS) {
      expect(await accepts('127.0.0.1', metricsPorts[c]), `${c} metrics on loopback`).toBe(true);
      if (external)
        expect(await accepts(external, metricsPorts[c]), `${c} metrics on ${external}`).toBe(false);
    }
    expect(await accepts('127.0.0.1', stack.ports.web)).toBe(true);
    if (external) {
      expect(await accepts(external, stack.ports.web), `web on ${external}`).toBe(false);
      expect(await accepts(external, stack.ports.gateway), `gateway on ${external}`).toBe(true);
    }
  });
});

describe('traces', () => {
  it('follows one trace id from the gateway through the contact service to the event and the notifier', async () => {
    const traceId = randomBytes(16).toString('hex');
    const nc = await connect({ servers: stack.infra.natsUrl });
    const consumer = await jetstream(nc).consumers.get(EVENT_STREAM, {
      filter_subjects: ['contact.submission-created'],
      deliver_policy: DeliverPolicy.New,
    });
    const messages = await consumer.consume();
    try {
      const res = await fetch(`${stack.url}${API.contact}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-${'ab'.repeat(8)}-01` },
        body: JSON.stringify({
          name: 'Trace Test',
          email: 't@example.com',
          message: 'Follow me to the mail.',
          formToken: await agedFormToken(),
        }),
      });
      expect(res.status).toBe(201);
      let event: EventEnvelope | undefined;
      for await (const m of messages) {
        const e = m.json<EventEnvelope>();
        m.ack();
        if (e.traceparent?.includes(traceId)) {
          event = e;
          break;
        }
      }
      expect(event?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
      // The gateway's span is not the client's: each hop has its own.
      expect(event?.traceparent).not.toContain('ab'.repeat(8));
      await expect
        .poll(() => logOf('gateway').includes(`"traceId":"${traceId}"`), { timeout: 5000 })
        .toBe(true);
      const contactLines = logOf('contact')
        .split('\n')
        .filter((line) => line.includes(`"traceId":"${traceId}"`));
      expect(contactLines.some((line) => line.includes('"msg":"request"'))).toBe(true);
      await expect
        .poll(
          () =>
            logOf('contact')
              .split('\n')
              .some((line) => line.includes(`"traceId":"${traceId}"`) && line.includes('notification')),
          { timeout: 10_000 },
        )
        .toBe(true);
    } finally {
      await messages.close();
      await nc.close();
    }
  });
});

/** A contact form token held as long as the form's fill-time rule asks, as a person typing would. */
async function agedFormToken(): Promise<string> {
  const { token } = (await api<{ token: string }>('GET', API.contactToken)).body;
  await new Promise((resolve) => setTimeout(resolve, FORM_TOKEN_MIN_AGE_MS + 250));
  return token;
}
