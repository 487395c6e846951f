/**
 * Whether a reply is what its call answers: the route table names the reply schema of the
 * success status, and every error answers the one error body. The web client checks the replies
 * it reads with it; the test client checks every reply, and refuses keys the schema does not
 * name too, so a field that drifts into a reply fails a test rather than surprising a reader.
 */
import type * as yup from 'yup';
import { matchRoute } from './api-routes.ts';
import { replySchemas } from './replies.ts';

export interface ReplyCheckOptions {
  /** Also refuse object keys the schema does not name (at any depth). */
  refuseUnknownKeys?: boolean;
}

/** Why a reply is not what the call answers, or undefined when it is (or no schema says). */
export function replyProblem(
  method: string,
  path: string,
  status: number,
  value: unknown,
  options: ReplyCheckOptions = {},
): string | undefined {
  const schema = replySchemaFor(method, path, status);
  return schema ? shapeProblem(schema, value, options) : undefined;
}

/** The schema a reply of this status to this call must match: the entry's on success, the error body on an error. */
export function replySchemaFor(method: string, path: string, status: number): yup.Schema | undefined {
  if (status >= 400) return replySchemas.errorBody;
  const route = matchRoute(method, path)?.route;
  return route?.reply.schema && status === route.reply.status ? replySchemas[route.reply.schema] : undefined;
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
