import { HEADERS, STORAGE_KEYS } from '@rawi/proto';
import { parseJson } from '../lib/json';
import { readStored } from '../lib/browserStorage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON with a JSON content type; a FormData (uploads) is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A non-OK reply. The message is '<status>: <body text or status text>'. */
export class RequestError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'RequestError';
    this.status = status;
    this.body = body;
  }
}

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

type UnauthorizedListener = (error: RequestError, path: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Calls the listener on every 401 reply (an expired or revoked token); the admin session uses it
 * to sign out. Returns the function that unsubscribes.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * The one way the web app talks to the API: cookies included, the stored token as a Bearer
 * header when present, the CSRF header on unsafe methods, JSON in and out, the reply checked
 * against the route table. Resolves to undefined for an empty reply (204). Its callers type
 * the reply by the call's key (call.ts), never here.
 */
export async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  const response = await send(path, options);
  return readReply(options.method ?? 'GET', path, response.status, await response.text());
}

/** A call whose reply is a file (a CSV export): its bytes, with the same headers and errors as `request`. */
export async function requestFile(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await send(path, options)).blob();
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');

  const token = readStored(STORAGE_KEYS.token);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (!SAFE_METHODS.has(method)) headers.set(HEADERS.csrf, '1');

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const response = await fetch(path, {
    method,
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });

  if (!response.ok) {
    const error = new RequestError(response.status, response.statusText, await response.text());
    if (response.status === 401) unauthorizedListeners.forEach((listener) => listener(error, path));
    throw error;
  }
  return response;
}

/**
 * A reply that is not what the call answers (proto's route table and reply schemas): not
 * JSON, or JSON of another shape. The app shows it as a failed call instead of reading it.
 */
export class ReplyShapeError extends Error {
  constructor(path: string, reason: string) {
    super(`Unexpected reply from ${path}: ${reason}`);
    this.name = 'ReplyShapeError';
  }
}

async function readReply(method: string, path: string, status: number, text: string): Promise<unknown> {
  if (!text) return undefined;
  const parsed = parseJson(text);
  if (!parsed) throw new ReplyShapeError(path, 'not JSON');
  const { replyShapeProblem } = await import('./replyShape');
  const problem = replyShapeProblem(method, path, status, parsed.value);
  if (problem) throw new ReplyShapeError(path, problem);
  return parsed.value;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof RequestError && error.status === 404;
}
