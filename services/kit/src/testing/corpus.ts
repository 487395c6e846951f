/**
 * A corpus of hostile input for "no 5xx from any input" tests: bodies that are malformed,
 * deeply nested, huge, of the wrong type or carry operator keys, odd methods (TRACE, PROPFIND,
 * CONNECT...) and encoded paths. Sent with node:http, since fetch refuses TRACE and CONNECT.
 */
import { request } from 'node:http';
import { acceptsBodyType } from '@rawi/proto';

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

/** Every name `Object.prototype` has but `__proto__` (which the JSON parser refuses on its own). */
export const PROTOTYPE_MEMBERS = Object.getOwnPropertyNames(Object.prototype).filter(
  (key) => key !== '__proto__',
);

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
  [
    'keys named like Object.prototype members',
    JSON.stringify(Object.fromEntries(PROTOTYPE_MEMBERS.map((key) => [key, { polluted: 1 }]))),
  ],
  [
    'control characters, lone surrogates and bidi overrides',
    '{"title":"a\\u0000b","name":"Evil\\r\\nBcc: x@evil.example","username":"adm\\u202ein",' +
      '"message":"broken \\ud800 text here","notes":"\\u001b[2J"}',
  ],
  [
    'numbers and booleans for text',
    '{"title":123,"name":true,"username":12345,"email":1,"section":7,"notes":0}',
  ],
  ['huge string field', JSON.stringify({ title: 'x'.repeat(900_000) })],
];

/** Bodies in a format other than JSON: every JSON route answers them 415, before parsing them. */
export const NON_JSON_BODIES: ReadonlyArray<[label: string, contentType: string, body: string]> = [
  ['form-urlencoded body', 'application/x-www-form-urlencoded', 'status=resolved&notes=x&title=t&username=a'],
  [
    'multipart body',
    'multipart/form-data; boundary=b',
    '--b\r\nContent-Disposition: form-data; name="notes"\r\n\r\nx\r\n--b--\r\n',
  ],
  ['text body', 'text/plain', '{"notes":"x"}'],
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
      for (const [label, contentType, body] of NON_JSON_BODIES) {
        const reply = await rawCall(baseUrl, method, path, {
          body,
          headers: { ...headers, 'content-type': contentType },
        });
        replies.push({ method, path, label, ...reply });
      }
    }
    for (const odd of ODD_METHODS) await send(odd, path, `method ${odd}`);
    for (const suffix of ODD_PATH_SUFFIXES)
      await send(method, path + suffix, `path suffix ${suffix.slice(0, 12)}`);
  }
  return replies;
}

/** Non-JSON bodies not answered 415 by a call that does not take them (as the route table says). */
export const nonJsonBodiesNotRefused = (replies: CorpusReply[]) =>
  replies.filter((r) =>
    NON_JSON_BODIES.some(
      ([label, contentType]) =>
        label === r.label && !acceptsBodyType(r.method, r.path, contentType) && r.status !== 415,
    ),
  );

/** Replies that must not exist: a 5xx, or a dropped connection (status 0). */
export const serverErrors = (replies: CorpusReply[]) =>
  replies.filter((r) => r.status >= 500 || r.status === 0);

/**
 * Writes the corpus got accepted (any non-GET answered 2xx). A redirect, such as the answer to
 * a page's form post, is judged by what the test finds stored.
 */
export const acceptedWrites = (replies: CorpusReply[]) =>
  replies.filter((r) => r.method !== 'GET' && r.method !== 'HEAD' && r.status >= 200 && r.status < 300);

/**
 * The corpus replies no service may give, by kind: 5xx or dropped connections, accepted writes
 * (but those `allowedWrite` lets pass) and non-JSON bodies not refused. A hostile-input test
 * expects `corpusFaults(replies)` to equal NO_CORPUS_FAULTS, and sees the offending replies if not.
 */
export const corpusFaults = (
  replies: CorpusReply[],
  allowedWrite: (reply: CorpusReply) => boolean = () => false,
) => ({
  serverErrors: serverErrors(replies),
  acceptedWrites: acceptedWrites(replies).filter((reply) => !allowedWrite(reply)),
  nonJsonBodiesNotRefused: nonJsonBodiesNotRefused(replies),
});

export const NO_CORPUS_FAULTS: ReturnType<typeof corpusFaults> = {
  serverErrors: [],
  acceptedWrites: [],
  nonJsonBodiesNotRefused: [],
};

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
