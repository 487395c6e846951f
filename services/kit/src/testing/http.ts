/** A small JSON client for route tests: status, headers and the parsed body of every call. */
export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export type CallOptions = { body?: unknown; headers?: Record<string, string> };

/** `body` is sent as JSON, or as-is when it is a string (for malformed-input tests). */
export function jsonClient(baseUrl: string) {
  return async function call<T = unknown>(
    method: string,
    path: string,
    { body, headers = {} }: CallOptions = {},
  ): Promise<Reply<T>> {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as T };
  };
}
