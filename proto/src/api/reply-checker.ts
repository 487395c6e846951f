/**
 * Whether a reply is what its call answers, over a list of what each call answers: the success
 * status and its reply schema, every error answering the one error body. The route table is one
 * such list (route-table-reply-check.ts); the browser's is the table cut down to what its calls answer (made
 * by the web build), so a reply is checked without building the table's input schemas.
 */
import type * as yup from 'yup';
import { replySchemas, type ReplyName } from './replies.ts';
import { routeMatcher } from './route-match.ts';

/** What a call answers, as the route table writes it. */
export interface ReplyRoute {
  method: string;
  path: string;
  reply: {
    status: number;
    schema?: ReplyName | undefined;
    errorSchemas?: Readonly<Partial<Record<number, ReplyName>>> | undefined;
  };
}

/** A list's calls cut down to what each answers: what the browser's reply check is given. */
export const replyRoutesOf = (routes: readonly ReplyRoute[]): ReplyRoute[] =>
  routes.map(({ method, path, reply }) => ({
    method,
    path,
    reply: {
      status: reply.status,
      schema: reply.schema,
      ...(reply.errorSchemas ? { errorSchemas: reply.errorSchemas } : {}),
    },
  }));

export interface ReplyCheckOptions {
  /** Also refuse object keys the schema does not name (at any depth). */
  refuseUnknownKeys?: boolean;
}

export interface ReplyChecker {
  /** The schema a reply of this status to this call must match: the entry's on success, the error body (or the entry's own for that status) on an error. */
  schemaFor(method: string, path: string, status: number): yup.Schema | undefined;
  /** Why a reply is not what the call answers, or undefined when it is (or no schema says). */
  problem(
    method: string,
    path: string,
    status: number,
    value: unknown,
    options?: ReplyCheckOptions,
  ): string | undefined;
}

/** The reply check over a list of calls. */
export function replyChecker(routes: readonly ReplyRoute[]): ReplyChecker {
  const findRoute = routeMatcher(routes);
  const schemaFor = (method: string, path: string, status: number) => {
    const route = findRoute(method, path)?.route;
    if (status >= 400) {
      const named = route?.reply.errorSchemas?.[status];
      return named ? replySchemas[named] : replySchemas.errorBody;
    }
    return route?.reply.schema && status === route.reply.status
      ? replySchemas[route.reply.schema]
      : undefined;
  };
  return {
    schemaFor,
    problem(method, path, status, value, options = {}) {
      const schema = schemaFor(method, path, status);
      return schema ? shapeProblem(schema, value, options) : undefined;
    },
  };
}

/** Why a value does not match a schema (no casting), or undefined when it does. */
export function shapeProblem(
  schema: yup.Schema,
  value: unknown,
  { refuseUnknownKeys = false }: ReplyCheckOptions = {},
): string | undefined {
  try {
    schema.validateSync(value, { strict: true, abortEarly: true });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return refuseUnknownKeys ? unknownKey(schema, value, '') : undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** The first key of the value its (already valid) schema does not name, as a message. */
function unknownKey(schema: yup.Schema, value: unknown, at: string): string | undefined {
  if (schema.type === 'object' && isRecord(value)) {
    const { fields } = schema as yup.ObjectSchema<yup.AnyObject>;
    for (const [key, inner] of Object.entries(value)) {
      const field = fields[key];
      const where = at ? `${at}.${key}` : key;
      if (!field) return `${where} is not in the reply schema`;
      const problem = isSchema(field) ? unknownKey(field, inner, where) : undefined;
      if (problem) return problem;
    }
    return undefined;
  }
  if (schema.type === 'array' && Array.isArray(value)) {
    const inner = (schema as yup.ArraySchema<unknown[], yup.AnyObject>).innerType;
    if (!inner || !isSchema(inner)) return undefined;
    for (const [i, item] of value.entries()) {
      const problem = unknownKey(inner, item, `${at}[${i}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  // One of several shapes: the value must match one of them exactly.
  const choices = (schema.meta() as { oneOf?: yup.Schema[] } | undefined)?.oneOf;
  if (!choices) return undefined;
  const problems = choices.map((choice) =>
    choice.isValidSync(value, { strict: true }) ? unknownKey(choice, value, at) : 'no match',
  );
  return problems.includes(undefined) ? undefined : problems.find((p) => p !== 'no match');
}

const isSchema = (v: unknown): v is yup.Schema =>
  typeof v === 'object' && v !== null && 'validateSync' in v && 'type' in v;
