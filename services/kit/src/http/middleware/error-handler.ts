/**
 * Renders every failure as `{ error: { code, message, fields?, ...details }, requestId }` with the right
 * status. Driver and parser errors are translated here, by their codes; an unexpected error
 * is logged with its stack and answered with a generic 500.
 */
import type { Context, Middleware } from 'koa';
import mongoose from 'mongoose';
import * as yup from 'yup';
import { validationMessages, type ErrorBody, type ErrorCode } from '@rawi/proto';
import { AppError, errors } from '../errors.ts';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
};

/** The field a validation error names when it is about the body as a whole, not one of its fields. */
const WHOLE_BODY = '_';

export function fieldsOf(error: yup.ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    const path = inner.path || WHOLE_BODY;
    fields[path] ??= inner.message;
  }
  return fields;
}

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
  code?: number | string;
  keyValue?: Record<string, unknown>;
}

function translate(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof yup.ValidationError) {
    const fields = fieldsOf(error);
    return errors.validation(Object.values(fields)[0] ?? 'Invalid input', fields);
  }
  if (error instanceof mongoose.Error.CastError) return errors.badRequest(`Invalid ${error.path}`);
  if (error instanceof mongoose.Error.ValidationError) {
    const fields = Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v.message]));
    return errors.validation(Object.values(fields)[0] ?? 'Invalid input', fields);
  }
  const e = error as HttpLikeError;
  if (e && (e.code === 11000 || e.code === 11001)) {
    const field = Object.keys(e.keyValue ?? {})[0];
    return errors.conflict('Already exists', field ? { [field]: 'Already exists' } : undefined);
  }
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? 'bad_request';
    const message = e.expose !== false && e.message ? e.message : code.replace(/_/g, ' ');
    // The JSON parser refuses a prototype key (__proto__, constructor.prototype) before any
    // schema sees the body; it is the same rule the schemas state for free-form values, so it is
    // answered as theirs is: a validation error whose field is the body as a whole.
    if (status === 400 && /prototype property/i.test(message)) {
      const reserved = validationMessages.en.keyReserved;
      return errors.validation(reserved, { [WHOLE_BODY]: reserved });
    }
    return new AppError(code, status === 400 && /JSON/i.test(message) ? 'Malformed JSON body' : message);
  }
  return undefined;
}

function render(ctx: Context, error: AppError) {
  const body: ErrorBody = {
    error: {
      ...error.details,
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    },
    requestId: ctx.requestId,
  };
  ctx.status = error.status;
  for (const [name, value] of Object.entries(error.headers ?? {})) ctx.set(name, value);
  ctx.body = body;
}

export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null) render(ctx, errors.notFound('Route not found'));
    } catch (error) {
      const known = translate(error);
      if (known) {
        render(ctx, known);
        return;
      }
      (ctx.log ?? console).error({ err: error }, 'unexpected error');
      render(ctx, new AppError('internal', 'Internal server error'));
    }
  };
}
