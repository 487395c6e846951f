/**
 * Nothing a visitor sends stops the site. Through the gateway of a whole local stack: every call
 * of the route table and the public pages with every method, anonymous and signed in; bodies
 * that are not what a call reads (malformed, of another type or charset, huge, deep); huge and
 * malformed headers and request lines; clients that leave before the headers, half-way through
 * an upload, a media download or a page; clients that send a byte at a time. After each batch
 * every component is still the same process (nothing ended and was started again) and the
 * gateway is ready; no request was answered with a 5xx, and every request that reached the
 * server whole got a reply, not a reset connection.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type MediaFile, type Project } from '@rawi/proto';
import { adminToken, COMPONENTS, startOwnStack, type Stack } from './local/stack.ts';
import {
  afterAReply,
  leaveHalfWay,
  METHODS,
  oddBodies,
  routePaths,
  send,
  sendAll,
  trickle,
  type Outcome,
  type Sent,
} from './crash/requests.ts';

let stack: Stack;
let token: string;
let pids: Record<string, number | undefined>;
/** A stored image over the gateway's cache entry limit (its reads stream) and a demo project's slug. */
let bigFile: MediaFile;
let projectSlug: string;
const password = randomBytes(12).toString('base64url');
/** What the stack's supervisor said (nothing, until the last case ends a component on purpose). */
const supervisorLines: string[] = [];

const signedIn = () => ({ authorization: `Bearer ${token}` });

/** Every component is the process it was at the start, and the gateway answers /readyz. */
async function expectStillServing(): Promise<void> {
  const now = Object.fromEntries(COMPONENTS.map((c) => [c, stack.pid(c)]));
  expect(now, 'no component ended').toEqual(pids);
  expect(supervisorLines).toEqual([]);
  const ready = await fetch(`${stack.url}/readyz`);
  expect(ready.status, JSON.stringify(await ready.json())).toBe(200);
}

/** The requests whose outcome is not a reply below 500, with what they got. */
function failures(all: Sent[], outcomes: Outcome[]): string[] {
  return all.flatMap((sent, i) => {
    const outcome = outcomes[i]!;
    const label = `${sent.method} ${sent.path.slice(0, 80)} ${sent.headers?.authorization ? '(signed in)' : ''}`;
    return typeof outcome === 'number' && outcome < 500 ? [] : [`${label} → ${outcome}`];
  });
}

beforeAll(async () => {
  stack = await startOwnStack('crash', {
    adminPassword: password,
    supervise: (line) => supervisorLines.push(line),
  });
  pids = Object.fromEntries(COMPONENTS.map((c) => [c, stack.pid(c)]));
  token = await adminToken(stack, password);

  // A noise image compresses badly: about 1.5 MB, over the gateway's 1 MB cache entry limit.
  const png = await sharp(randomBytes(720 * 720 * 3), { raw: { width: 720, height: 720, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'noise.png');
  const upload = await fetch(`${stack.url}${API.mediaUpload}`, {
    method: 'POST',
    headers: signedIn(),
    body: form,
  });
  expect(upload.status).toBe(201);
  bigFile = (await upload.json()) as MediaFile;
  const projects = (await (await fetch(`${stack.url}${API.projects}?language=en`)).json()) as Project[];
  projectSlug = projects[0]!.slug;
}, 300_000);

afterAll(async () => {
  await stack?.stop();
});

/** The public pages and the gateway's own documents, beside the API. */
const pagePaths = () => [
  '/',
  '/?lang=ar',
  '/projects',
  `/projects/${projectSlug}`,
  '/projects/no-such-project',
  '/no-such-page',
  '/admin',
  '/admin/login',
  '/sitemap.xml',
  '/robots.txt',
  '/api/openapi.json',
  '/healthz',
  '/readyz',
  '/api',
  '/api/no-such-call',
];

describe('a crash-resistance run through the gateway', () => {
  it('every call and page with every method, anonymous and signed in, gets a reply below 500', async () => {
    const paths = [...routePaths(), ...pagePaths(), bigFile.url];
    const all: Sent[] = [];
    for (const auth of [{}, signedIn()])
      for (const path of paths)
        for (const method of METHODS)
          // Signing out ends the session the rest of the run signs in with: it goes last.
          if (!(path === API.logout && 'authorization' in auth)) all.push({ method, path, headers: auth });
    all.push({ method: 'POST', path: API.logout, headers: signedIn() });
    // The request that once ended the gateway: a HEAD of a missing media file, answered unread.
    all.unshift({ method: 'HEAD', path: API.mediaFile('000000000000000000000000') });
    const outcomes = await sendAll(stack.url, all);
    expect(failures(all, outcomes)).toEqual([]);
    await expectStillServing();
  });

  it('bodies that are not what a call reads are refused with a 4xx, anonymous and signed in', async () => {
    token = await adminToken(stack, password);
    const all: Sent[] = [];
    for (const auth of [{}, signedIn()])
      for (const path of routePaths())
        for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
          for (const odd of oddBodies())
            if (!(path === API.logout && 'authorization' in auth))
              all.push({ method, path, headers: { ...auth, ...odd.headers }, body: odd.body });
    const outcomes = await sendAll(stack.url, all);
    expect(failures(all, outcomes)).toEqual([]);
    await expectStillServing();
  });

  it('huge, malformed and conflicting headers and request lines get an error reply', async () => {
    const head = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;
    const headers: Array<Record<string, string>> = [
      { 'x-big': 'a'.repeat(20_000) },
      { cookie: `rawi_session=${'a'.repeat(7_000)}` },
      Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`x-h${i}`, 'v'])),
      { authorization: 'Bearer not.a.token' },
      { authorization: `Bearer ${'a'.repeat(6_000)}` },
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
      { range: 'bytes=999999999-' },
      { range: 'bytes=abc' },
      { range: 'bytes=0-1,5-9,20-30' },
      { 'accept-encoding': 'br;q=abc, *;q=-1' },
      { 'if-none-match': '*' },
      { 'if-modified-since': 'yesterday' },
      { 'accept-language': 'ar;q=2, ' + 'x'.repeat(2_000) },
      { 'x-forwarded-for': '1.2.3.4, '.repeat(200) },
      { 'x-request-id': 'a'.repeat(5_000) },
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    ];
    const all: Sent[] = [];
    for (const h of headers)
      for (const path of ['/', '/api/projects?language=en', bigFile.url, API.me])
        all.push({ method: 'GET', path, headers: h });
    all.push({ method: 'GET', path: `/api/projects?q=${'a'.repeat(20_000)}` });
    all.push({ method: 'GET', path: `/${'a/'.repeat(5_000)}` });
    all.push({ method: 'GET', path: '/%E0%A4%A' });
    all.push({ method: 'GET', path: '/api/projects/slug/%00' });
    const outcomes = await sendAll(stack.url, all);
    expect(failures(all, outcomes)).toEqual([]);

    // Written by hand: what no HTTP client library sends.
    const raw = [
      head(['CONNECTX / HTTP/1.1', 'Host: x']),
      head(['CONNECT example.com:443 HTTP/1.1', 'Host: example.com']),
      head(['HELLO']),
      head(['GET / HTTP/1.1', 'Host: x', 'X-Bad: a\u0001b']),
      head(['GET / HTTP/1.1', 'Host: x', 'Content-Length: 5', 'Transfer-Encoding: chunked']),
      head(['POST /api/contact HTTP/1.1', 'Host: x', 'Content-Length: abc']),
      head(['GET / HTTP/9.9', 'Host: x']),
      head(['GET http://evil.example/ HTTP/1.1', 'Host: x']),
      head(['GET / HTTP/1.1', 'Host: x', 'Host: y']),
    ];
    for (const text of raw) {
      const outcome = await trickle(stack.url, text, { chunk: text.length, gapMs: 0 });
      expect(typeof outcome === 'number' && outcome < 500, `${text.split('\r\n')[0]} → ${outcome}`).toBe(
        true,
      );
    }
    // The same on a connection that has had a reply already.
    for (const text of raw) {
      const outcome = await afterAReply(stack.url, head(['GET /healthz HTTP/1.1', 'Host: x']), text);
      const line = text.split('\r\n')[0];
      expect(typeof outcome === 'number' && outcome < 500, `(kept alive) ${line} → ${outcome}`).toBe(true);
    }
    await expectStillServing();
  });

  it('clients that leave before the headers, half-way through an upload, a download or a page', async () => {
    token = await adminToken(stack, password);
    const request = (method: string, path: string, lines: string[] = []) =>
      [`${method} ${path} HTTP/1.1`, 'Host: localhost', ...lines, '', ''].join('\r\n');
    const upload = (auth: boolean) =>
      request('POST', API.mediaUpload, [
        'Content-Type: multipart/form-data; boundary=xyz',
        'Content-Length: 3000000',
        ...(auth ? [`Authorization: Bearer ${token}`] : []),
      ]);
    const part = Buffer.concat([
      Buffer.from(
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      randomBytes(200_000),
    ]);
    const leaving: Array<Promise<void>> = [];
    for (let round = 0; round < 3; round += 1) {
      leaving.push(
        leaveHalfWay(stack.url, ''),
        leaveHalfWay(stack.url, 'GET / HTTP/1.1\r\nHost: loc'),
        leaveHalfWay(stack.url, request('GET', '/')),
        leaveHalfWay(stack.url, request('GET', '/'), { leaveAfterFirstBytes: true }),
        leaveHalfWay(stack.url, request('GET', '/projects?lang=ar'), { leaveAfterFirstBytes: true }),
        leaveHalfWay(stack.url, request('GET', bigFile.url), { leaveAfterFirstBytes: true }),
        leaveHalfWay(stack.url, request('GET', bigFile.url, ['Range: bytes=1000-']), {
          leaveAfterFirstBytes: true,
        }),
        leaveHalfWay(stack.url, request('GET', bigFile.url, [`Authorization: Bearer ${token}`]), {
          leaveAfterFirstBytes: true,
        }),
        leaveHalfWay(stack.url, request('HEAD', bigFile.url)),
        leaveHalfWay(stack.url, request('GET', API.mediaFile('000000000000000000000000'))),
        leaveHalfWay(stack.url, request('GET', `${API.projects}?language=en`), {
          leaveAfterFirstBytes: true,
        }),
        leaveHalfWay(stack.url, upload(true), { body: part }),
        leaveHalfWay(stack.url, upload(false), { body: part }),
        leaveHalfWay(
          stack.url,
          request('POST', API.contact, ['Content-Type: application/json', 'Content-Length: 1000']),
          { body: Buffer.from('{"name": "Sa') },
        ),
      );
    }
    await Promise.all(leaving);
    // The site still answers everything it answered before.
    for (const path of ['/', `/projects/${projectSlug}`, bigFile.url, `${API.projects}?language=en`])
      expect(await send(stack.url, { method: 'GET', path }), path).toBe(200);
    await expectStillServing();
  });

  it('clients that send their request a few bytes at a time are answered', async () => {
    const body = '{"name": "Sara", "email": "sara@example.com", "message": "hello"}';
    const slow = [
      `GET ${API.projects}?language=en HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      'GET /projects HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      `POST ${API.contact} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      `PUT /api/content/hero/en HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    ];
    const outcomes = await Promise.all(
      slow.flatMap((text) => [trickle(stack.url, text), trickle(stack.url, text)]),
    );
    for (const outcome of outcomes)
      expect(typeof outcome === 'number' && outcome < 500, String(outcome)).toBe(true);
    await expectStillServing();
  });

  // Last: it ends a component, so the process ids differ from here on.
  it('a service killed outright is started again by the supervisor, which says so, and the site answers again', async () => {
    const killed = stack.pid('content')!;
    process.kill(killed, 'SIGKILL');
    await expect.poll(async () => (await fetch(`${stack.url}/readyz`)).status, { timeout: 5_000 }).toBe(503);
    await expect
      .poll(async () => (await fetch(`${stack.url}/api/content/hero/en?fresh=${Date.now()}`)).status, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe(200);
    expect(supervisorLines[0]).toMatch(
      /^\[supervisor\] content ended \(signal SIGKILL\): restart 1 in 0\.5 s/,
    );
    await expect.poll(() => supervisorLines[1]).toBe('[supervisor] content is back (restart 1)');
    expect(stack.pid('content')).not.toBe(killed);
    expect((await fetch(`${stack.url}/readyz`)).status).toBe(200);
  });
});
