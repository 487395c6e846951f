/**
 * What the gateway answers to requests it refuses before any service sees them: Node's parser
 * refusals (400, 431) carry the usual JSON error body, and an upload without a token gets its
 * 401 readably while the client is still sending the file.
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, type ErrorBody } from '@rawi/proto';
import { rawRequest, type TestGateway, type UpstreamSet, useGatewayOverUpstreams } from '../test/support.ts';

let upstreams: UpstreamSet;
let gateway: TestGateway;

useGatewayOverUpstreams((started) => ({ upstreams, gateway } = started));

/** Sends bytes as they are over TCP and answers everything the gateway wrote back. */
function rawExchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(gateway.port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

function parseReply(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as ErrorBody };
}

describe("Node's parser refusals", () => {
  it('answers a 100,000-character query string with 431 and the JSON error body', async () => {
    const res = await fetch(`${gateway.url}/api/projects?q=${'a'.repeat(100_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await res.json()) as ErrorBody;
    expect(body.error).toEqual({ code: 'headers_too_large', message: 'Request line or headers too large' });
    expect(body.requestId).toBeTruthy();
    expect(upstreams.projects.seen).toEqual([]);
  });

  it('answers a malformed request line or header with 400 and the JSON error body', async () => {
    for (const request of [
      'GET /api/projects HTTP/1.1 extra\r\nHost: x\r\n\r\n',
      'GET /api/projects HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n',
      'GET /api/projects HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
    ]) {
      const reply = parseReply(await rawExchange(request));
      expect(reply.status, request).toBe(400);
      expect(reply.headers.connection).toBe('close');
      expect(reply.body.error).toEqual({ code: 'bad_request', message: 'Malformed HTTP request' });
      expect(reply.body.requestId).toBeTruthy();
    }
    expect(upstreams.projects.seen).toEqual([]);
  });

  it('answers an unknown method such as CONNECTX with 400 and the JSON body, also after earlier replies on a kept-alive connection', async () => {
    const alone = parseReply(await rawExchange('CONNECTX / HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(alone.status).toBe(400);
    expect(alone.body.error).toEqual({ code: 'bad_request', message: 'Malformed HTTP request' });
    // One connection: a reply, then the refused request once that reply has arrived.
    const socket = connect(gateway.port, '127.0.0.1');
    const received: Buffer[] = [];
    const arrived = () => Buffer.concat(received).toString('utf8');
    socket.on('data', (c: Buffer) => received.push(c));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    await expect.poll(() => arrived()).toContain('"status":"ok"');
    socket.write('CONNECTX / HTTP/1.1\r\nHost: x\r\n\r\n');
    await ended;
    const [first = '', second = ''] = arrived().split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(parseReply(second).status).toBe(400);
    expect(parseReply(second).body.error.message).toBe('Malformed HTTP request');
  });
});

describe('an upload without a token', () => {
  const upload = (body: RequestInit['body'], init: RequestInit = {}) =>
    fetch(`${gateway.url}/api/media/upload`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body,
      ...init,
    });

  it("reaches Node's fetch as a readable 401 with the JSON body while the file is still being sent", async () => {
    const res = await upload(Buffer.alloc(MAX_UPLOAD_BYTES - 1024, 1));
    expect(res.status).toBe(401);
    expect(res.headers.get('connection')).toBe('close');
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('unauthorized');
    expect(body.requestId).toBeTruthy();
    expect(upstreams.media.seen).toEqual([]);
  });

  it('is answered readably when the file arrives slowly, in chunks', async () => {
    const chunk = Buffer.alloc(256 * 1024, 2);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        // A slow uplink: the gateway has long decided when the rest of the file arrives.
        await new Promise((resolve) => setTimeout(resolve, 20));
        controller.enqueue(chunk);
        sent += 1;
        if (sent === 24) controller.close();
      },
    });
    const res = await upload(stream as unknown as RequestInit['body'], { duplex: 'half' } as RequestInit);
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).error.code).toBe('unauthorized');
    expect(upstreams.media.seen).toEqual([]);
  });

  it('reaches a client that reads the reply only once it has sent the whole file, as some browsers do', async () => {
    const file = Buffer.alloc(MAX_UPLOAD_BYTES - 1024, 3);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(gateway.port, '127.0.0.1');
      const chunks: Buffer[] = [];
      // Nothing is read until the body is out: a reset before then loses the reply.
      socket.pause();
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
      socket.write(
        [
          'POST /api/media/upload HTTP/1.1',
          'Host: localhost',
          'Content-Type: multipart/form-data; boundary=x',
          `Content-Length: ${file.length}`,
          '',
          '',
        ].join('\r\n'),
      );
      socket.write(file, () => socket.resume());
    });
    const reply = parseReply(raw);
    expect(reply.status).toBe(401);
    expect(reply.body.error.code).toBe('unauthorized');
    expect(upstreams.media.seen).toEqual([]);
  });

  it('still refuses a declared length over the limit at once, without reading it', async () => {
    const res = await rawRequest(gateway.url, {
      method: 'POST',
      path: '/api/media/upload',
      headers: { 'content-length': String(MAX_UPLOAD_BYTES * 4) },
      body: Buffer.alloc(1024),
    });
    expect(res.status).toBe(401);
    expect(res.headers.connection).toBe('close');
  });
});
