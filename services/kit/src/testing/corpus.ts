/**
 * A corpus of hostile input for "no 5xx from any input" tests: bodies that are malformed,
 * deeply nested, huge, of the wrong type or carry operator keys, odd methods (TRACE, PROPFIND,
 * CONNECT...) and encoded paths. Sent with node:http, since fetch refuses TRACE and CONNECT.
 */
import { request } from 'node:http';

export interface CorpusRoute {
  method: string;
  path: string;
}

export interface CorpusReply {
  method: string;
  path: string;
  label: string;
  status: number;
  body: string;
}

const deep = (levels: number, leaf = '{"a":1}') => '{"a":'.repeat(levels) + leaf + '}'.repeat(levels);
const deepArray = (levels: number) => '['.repeat(levels) + '1' + ']'.repeat(levels);

/** Bodies no write route may accept: each must be answered 4xx and store nothing. */
export const BAD_BODIES: ReadonlyArray<[label: string, body: string]> = [
  ['malformed JSON', '{"title": '],
  ['10,000-level nested object', deep(10_000)],
  ['10,000-level nested array', deepArray(10_000)],
  ['deep value inside a field', `{"title":${deep(5_000)},"value":${deep(5_000)}}`],
  ['a JSON string', '"text"'],
  ['a JSON number', '42'],
  ['null', 'null'],
  ['an array', '[{"title":"x"}]'],
  ['wrong types', '{"title":{"$gt":""},"email":["a"],"username":{"$ne":1},"password":{"$ne":1},"status":7}'],
  ['operator keys', '{"$where":"1","$set":{"role":"superadmin"},"a.b":1}'],
  ['prototype keys', '{"__proto__":{"role":"superadmin"},"constructor":{"prototype":{"x":1}}}'],
  ['huge string field', JSON.stringify({ title: 'x'.repeat(900_000) })],
];

/** Methods no route implements, and ones Node handles specially. */
export const ODD_METHODS: readonly string[] = ['TRACE', 'PROPFIND', 'MKCOL', 'CONNECT', 'LOCK', 'PURGE'];

/** Path shapes that must never reach a handler as something else. */
export const ODD_PATH_SUFFIXES: readonly string[] = [
  '/%2e%2e',
  '/%00',
  '/..%2f',
  '/%ff',
  '/' + 'a'.repeat(5000),
];

export function rawCall(
  baseUrl: string,
  method: string,
  path: string,
  { body, headers = {} }: { body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    // CONNECT replies arrive on the 'connect' event with the raw socket.
    req.on('connect', (res, socket, head: Buffer) => {
      const chunks: Buffer[] = [head];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      socket.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Sends the whole corpus to every route and returns each reply. Write routes get every bad
 * body; every route gets the odd methods and odd path suffixes.
 */
export async function runCorpus(
  baseUrl: string,
  routes: readonly CorpusRoute[],
  headers: Record<string, string> = {},
): Promise<CorpusReply[]> {
  const replies: CorpusReply[] = [];
  const send = async (method: string, path: string, label: string, body?: string) => {
    const reply = await rawCall(baseUrl, method, path, { headers, ...(body === undefined ? {} : { body }) });
    replies.push({ method, path, label, ...reply });
  };
  for (const { method, path } of routes) {
    if (method !== 'GET' && method !== 'DELETE') {
      for (const [label, body] of BAD_BODIES) await send(method, path, label, body);
    }
    for (const odd of ODD_METHODS) await send(odd, path, `method ${odd}`);
    for (const suffix of ODD_PATH_SUFFIXES)
      await send(method, path + suffix, `path suffix ${suffix.slice(0, 12)}`);
  }
  return replies;
}

/** Replies that must not exist: a 5xx, or a dropped connection (status 0). */
export const serverErrors = (replies: CorpusReply[]) =>
  replies.filter((r) => r.status >= 500 || r.status === 0);

/** Writes the corpus got accepted (any non-GET answered below 400). */
export const acceptedWrites = (replies: CorpusReply[]) =>
  replies.filter((r) => r.method !== 'GET' && r.method !== 'HEAD' && r.status < 400);

/**
 * What a collection holds, for "the corpus stored nothing": every document without its event
 * outbox (`pendingEvents`, `eventsPending`), which the relay empties on its own schedule. A
 * write by the corpus would still show, as every write also changes `revision` or a field.
 */
export async function storedDocuments(model: {
  find(): { lean(): PromiseLike<unknown[]> };
}): Promise<Array<Record<string, unknown>>> {
  const documents = (await model.find().lean()) as Array<Record<string, unknown>>;
  return documents.map((document) => {
    const { pendingEvents: _pending, eventsPending: _count, ...stored } = document;
    return stored;
  });
}
