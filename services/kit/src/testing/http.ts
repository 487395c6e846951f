/**
 * The one JSON client of tests and tools: status, headers and the parsed body of every call, each
 * reply checked against the route table (the entry's reply schema on its success status, the one
 * error body on an error), so a reply that drifts from the contract fails the test that got it.
 */
import { HEADERS, replySchemaFor, shapeProblem } from '@rawi/proto';

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  /**
   * Sent as JSON; a string is sent as-is with the JSON content type (for malformed-input tests);
   * a FormData, URLSearchParams or bytes go as they are, with the type fetch gives them.
   */
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as a Bearer header; overrides the client's. */
  token?: string;
  /** How the reply is read: JSON (checked), or its text or bytes as they came (a CSV, a file). */
  read?: 'json' | 'text' | 'bytes';
}

export interface ClientOptions {
  /** The signed-in staff member's token, read at each call. */
  token?: string | (() => string | undefined);
  /** Sends the CSRF header on unsafe methods, as the admin panel does. */
  csrf?: boolean;
  /** Headers of every call (read at each call); a call's own headers win. */
  headers?: () => Record<string, string>;
}

export type JsonCall = <T = unknown>(
  method: string,
  path: string,
  options?: CallOptions,
) => Promise<Reply<T>>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A reply that is not what the route table says its call answers. */
export class ReplyContractError extends Error {
  constructor(call: string, status: number, problem: string, body: unknown) {
    super(
      `${call} answered ${status} with a reply the route table does not allow: ${problem}\n${preview(body)}`,
    );
    this.name = 'ReplyContractError';
  }
}

const preview = (body: unknown) => {
  const text = typeof body === 'string' ? body : (JSON.stringify(body) ?? String(body));
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
};

/** `baseUrl` may be read at each call (a stack started later); a path may also be a whole URL. */
export function jsonClient(baseUrl: string | (() => string), client: ClientOptions = {}): JsonCall {
  return async function call<T = unknown>(
    method: string,
    path: string,
    { body, headers = {}, token, read = 'json' }: CallOptions = {},
  ): Promise<Reply<T>> {
    const url = new URL(path, typeof baseUrl === 'string' ? baseUrl : baseUrl());
    const bearer = token ?? (typeof client.token === 'function' ? client.token() : client.token);
    const sent = await fetch(url, {
      method,
      headers: {
        ...client.headers?.(),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(client.csrf && !SAFE_METHODS.has(method) ? { [HEADERS.csrf]: '1' } : {}),
        ...(isJson(body) ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: encode(body) }),
    });
    const reply = { status: sent.status, headers: sent.headers };
    if (read === 'bytes') return { ...reply, body: new Uint8Array(await sent.arrayBuffer()) as T };
    const text = await sent.text();
    if (read === 'text') return { ...reply, body: text as T };
    const parsed = parse(text, `${method} ${url.pathname}`, sent.status);
    checkReply(method, url.pathname, sent.status, parsed);
    return { ...reply, body: parsed as T };
  };
}

/** Throws when a parsed reply is not what the route table says this call answers with this status. */
function checkReply(method: string, path: string, status: number, body: unknown): void {
  // A HEAD reply carries no body to check.
  const schema = method === 'HEAD' ? undefined : replySchemaFor(method, path, status);
  const problem = schema && shapeProblem(schema, body, { refuseUnknownKeys: true });
  if (problem) throw new ReplyContractError(`${method} ${path}`, status, problem, body);
}

/**
 * `fetch` for tests that read the Response themselves (raw bodies, streams, their own parsing):
 * a JSON reply is checked as `jsonClient` checks it before the Response is handed back unread.
 */
export async function checkedFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(input, init);
  if (!/^application\/json\b/i.test(res.headers.get('content-type') ?? '')) return res;
  const method = (init.method ?? 'GET').toUpperCase();
  const path = new URL(input).pathname;
  checkReply(method, path, res.status, parse(await res.clone().text(), `${method} ${path}`, res.status));
  return res;
}

type RawBody = NonNullable<RequestInit['body']>;

const isRaw = (body: unknown): body is RawBody =>
  body instanceof FormData ||
  body instanceof URLSearchParams ||
  body instanceof Uint8Array ||
  body instanceof ArrayBuffer ||
  body instanceof Blob;

const isJson = (body: unknown) => body !== undefined && !isRaw(body);

const encode = (body: unknown): RawBody =>
  isRaw(body) ? body : typeof body === 'string' ? body : JSON.stringify(body);

function parse(text: string, call: string, status: number): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${call} answered ${status} with a body that is not JSON: ${preview(text)}`);
  }
}
