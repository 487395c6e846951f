/** Errors are values with a status and a stable code; one middleware renders them. */
import { ERROR_CODES, type ErrorCode } from '@rawi/proto';

export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;
  /** What the client needs beyond the message to act on the error (a call's own error reply). */
  readonly details: Readonly<Record<string, string | number>> | undefined;
  constructor(
    code: ErrorCode,
    message: string,
    options: {
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      details?: Readonly<Record<string, string | number>>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CODES[code];
    this.fields = options.fields;
    this.headers = options.headers;
    this.details = options.details;
  }
}

export const errors = {
  validation: (message: string, fields?: Record<string, string>) =>
    new AppError('validation', message, fields ? { fields } : {}),
  badRequest: (message: string) => new AppError('bad_request', message),
  unauthorized: (message = 'Authentication required') => new AppError('unauthorized', message),
  forbidden: (message = 'Not allowed') => new AppError('forbidden', message),
  notFound: (message = 'Not found') => new AppError('not_found', message),
  conflict: (message: string, fields?: Record<string, string>) =>
    new AppError('conflict', message, fields ? { fields } : {}),
  tooLarge: (message: string) => new AppError('payload_too_large', message),
  unsupportedMediaType: (message: string) => new AppError('unsupported_media_type', message),
  /** A Range request outside the file; the Content-Range header tells the client its length. */
  rangeNotSatisfiable: (size: number) =>
    new AppError('range_not_satisfiable', 'Range not satisfiable', {
      headers: { 'Content-Range': `bytes */${size}` },
    }),
  tooManyRequests: (message: string, retryAfterSeconds: number) =>
    new AppError('too_many_requests', message, {
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    }),
  unavailable: (message = 'Service unavailable') => new AppError('service_unavailable', message),
};
