/** The one error body every Rawi service and the gateway answer with. */
export const ERROR_CODES = {
  validation: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  /** A contact message's proof solved its form token's puzzle, but the sender now owes more work. */
  challenge_raised: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  too_many_requests: 429,
  headers_too_large: 431,
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

/**
 * Token revocation: identity keeps each user's current token version in this NATS KV bucket
 * (key: user id, value: the version, or `deleted`); every verifier watches it.
 */
export const TOKEN_VERSIONS_BUCKET = 'rawi-token-versions';
export const TOKEN_VERSION_DELETED = 'deleted';
/** The claim a session token carries its user's token version in. */
export const TOKEN_VERSION_CLAIM = 'ver';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const SESSION_CHECK_UNAVAILABLE =
  'Sign-in checks are unavailable right now. Please try again shortly.';

/**
 * While a backup copies the site, every service answers changes with 503 and Retry-After (reads
 * go on); the backup holds the pause in this NATS KV bucket and each instance acknowledges it there.
 */
export const WRITE_FREEZE_BUCKET = 'rawi-write-freeze';
/** Where each running service instance announces itself, so a pause knows whose acknowledgement to wait for. */
export const WRITE_FREEZE_INSTANCES_BUCKET = 'rawi-write-freeze-instances';
export const WRITES_PAUSED =
  'A backup is being taken. Changes are paused for a few seconds; please try again shortly.';

/** The 409 an edit made from an older revision gets (optimistic concurrency, If-Match). */
export const STALE_EDIT = 'This item was changed by someone else. Reload and try again.';

/** The If-Match value for an edit started from `revision` (none when unknown). */
export const ifMatchHeader = (revision: number | undefined): Record<string, string> =>
  revision === undefined ? {} : { 'If-Match': `"${revision}"` };
