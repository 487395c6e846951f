/**
 * What the crash-resistance suite sends: every call of the route table and the public pages,
 * with each method, body and header a careless or hostile client may send, and clients that
 * leave half-way or send a byte at a time. Requests go over plain sockets or node:http with no
 * agent, so nothing in between tidies them up.
 */
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { API_ROUTES, paramNamesOf, pathOf, routeKeyOf } from '@rawi/proto';

/** What became of one request: its status, or how the connection ended without one. */
export type Outcome = number | 'reset' | 'timeout';

export interface Sent {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** The value sent for a path parameter the table gives no example of (names nothing stored). */
const PARAM_VALUES: Record<string, string> = {
  section: 'hero',
  language: 'en',
  email: 'sara@example.com',
  slug: 'no-such-project',
  translationKey: 'no-such-key',
  filename: '000000000000000000000000',
};
const ANY_ID = '000000000000000000000000';

/** Every distinct path of the route table, its parameters filled in (an example's, or a value naming nothing). */
export function routePaths(): string[] {
  const paths = API_ROUTES.map((route) => {
    const params = Object.fromEntries(
      paramNamesOf(route.path).map((name) => [
        name,
        route.example?.params?.[name] ?? PARAM_VALUES[name] ?? ANY_ID,
      ]),
    );
    return pathOf(routeKeyOf(route), params as never);
  });
  return [...new Set(paths)];
}

/** The methods every path is sent: the API's own and one no server implements. */
export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'FROB'];

/** Bodies that are not what a call reads: each with the content type it is sent under. */
export function oddBodies(): Array<{ name: string; headers: Record<string, string>; body: string | Buffer }> {
  const json = { 'content-type': 'application/json' };
  let deep = '1';
  for (let i = 0; i < 5000; i += 1) deep = `[${deep}]`;
  return [
    { name: 'malformed JSON', headers: json, body: '{"title": "a", ' },
    { name: 'JSON null', headers: json, body: 'null' },
    { name: 'JSON array', headers: json, body: '[1,2,3]' },
    { name: 'prototype key', headers: json, body: '{"__proto__": {"admin": true}, "constructor": 1}' },
    { name: 'deep JSON', headers: json, body: `{"a": ${deep}}` },
    { name: 'huge JSON', headers: json, body: `{"a": "${'x'.repeat(2 * 1024 * 1024)}"}` },
    { name: 'text', headers: { 'content-type': 'text/plain' }, body: 'hello' },
    { name: 'form', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1&b=%ZZ' },
    {
      name: 'broken multipart',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot an image',
    },
    {
      name: 'latin-1 charset',
      headers: { 'content-type': 'application/json; charset=iso-8859-1' },
      body: Buffer.from('{"name": "caf\xe9"}', 'latin1'),
    },
    {
      name: 'UTF-16 charset',
      headers: { 'content-type': 'application/json; charset=utf-16' },
      body: Buffer.from('{"name": "x"}', 'utf16le'),
    },
    {
      name: 'unknown charset',
      headers: { 'content-type': 'application/json; charset=klingon' },
      body: '{"name": "x"}',
    },
    {
      name: 'invalid UTF-8',
      headers: json,
      body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    },
  ];
}

/** Sends one request and reads its whole reply; a connection that ends without one is 'reset'. */
export function send(base: string, sent: Sent, timeoutMs = 20_000): Promise<Outcome> {
  const url = new URL(sent.path, base);
  return new Promise((resolve) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: sent.method,
        headers: {
          ...(sent.body !== undefined ? { 'content-length': String(Buffer.byteLength(sent.body)) } : {}),
          ...sent.headers,
        },
        agent: false,
        timeout: timeoutMs,
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve('reset'));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      resolve('timeout');
    });
    req.on('error', () => resolve('reset'));
    req.end(sent.body);
  });
}

/** Sends every request, `parallel` at a time; answers each request's outcome in order. */
export async function sendAll(base: string, all: Sent[], parallel = 6): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(all.length);
  let next = 0;
  const worker = async () => {
    while (next < all.length) {
      const index = next++;
      outcomes[index] = await send(base, all[index]!);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return outcomes;
}

/** A raw connection to the server (the test writes and ends it as it pleases). */
export function rawSocket(base: string): Promise<Socket> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Writes `head` and closes, or destroys the socket once the first bytes of the reply arrive (`leaveAfterFirstBytes`). */
export async function leaveHalfWay(
  base: string,
  head: string | Buffer,
  { leaveAfterFirstBytes = false, body }: { leaveAfterFirstBytes?: boolean; body?: Buffer } = {},
): Promise<void> {
  const socket = await rawSocket(base);
  socket.on('error', () => undefined);
  socket.write(head);
  if (body) socket.write(body);
  if (leaveAfterFirstBytes) {
    await new Promise<void>((resolve) => {
      socket.once('data', () => resolve());
      socket.once('close', () => resolve());
      setTimeout(resolve, 5_000).unref();
    });
  } else {
    await new Promise((r) => setTimeout(r, 50));
  }
  socket.destroy();
}

/** Sends `text` a few bytes at a time, `gapMs` apart, then reads the reply's status (or how it ended). */
export async function trickle(base: string, text: string, { chunk = 3, gapMs = 40 } = {}): Promise<Outcome> {
  const socket = await rawSocket(base);
  const reply = new Promise<Outcome>((resolve) => {
    let head = '';
    socket.on('data', (data) => {
      head += data.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (status) resolve(Number(status[1]));
    });
    socket.on('error', () => resolve('reset'));
    socket.on('close', () => resolve('reset'));
  });
  for (let i = 0; i < text.length && !socket.destroyed; i += chunk) {
    socket.write(text.slice(i, i + chunk));
    await new Promise((r) => setTimeout(r, gapMs));
  }
  const outcome = await Promise.race([
    reply,
    new Promise<Outcome>((r) => setTimeout(() => r('timeout'), 20_000).unref()),
  ]);
  socket.destroy();
  return outcome;
}

/** On one kept-alive connection: `first`, its reply, then `second`; answers the status of the reply to `second`. */
export async function afterAReply(base: string, first: string, second: string): Promise<Outcome> {
  const socket = await rawSocket(base);
  let text = '';
  const statuses = () => [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
  const outcome = new Promise<Outcome>((resolve) => {
    socket.on('data', (data) => {
      text += data.toString('latin1');
      if (statuses().length === 1 && !socket.destroyed) socket.write(second);
      const status = statuses()[1];
      if (status) resolve(status);
    });
    socket.on('error', () => resolve('reset'));
    socket.on('close', () => resolve('reset'));
    setTimeout(() => resolve('timeout'), 20_000).unref();
  });
  socket.write(first);
  const result = await outcome;
  socket.destroy();
  return result;
}
