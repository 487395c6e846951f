/** The one error body every Rawi service and the gateway answer with. */
export const ERROR_CODES = {
  validation: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  too_many_requests: 429,
  internal: 500,
  bad_gateway: 502,
  service_unavailable: 503,
  gateway_timeout: 504,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Per-field messages for validation errors: field path → message. */
    fields?: Record<string, string>;
  };
  requestId?: string;
}

/** Headers the gateway and services agree on. */
export const HEADERS = {
  requestId: 'x-request-id',
  /** Required on unsafe methods when a request is authenticated by the session cookie alone (CSRF defence). */
  csrf: 'x-rawi-csrf',
} as const;

export const SESSION_COOKIE = 'rawi_session';
export const JWT_AUDIENCE = 'rawi-admin';
export const JWT_ISSUER = 'rawi-identity';
