/**
 * The check of a reply against proto's route table and reply schemas (yup). Its own module, so
 * the schemas load with the first call's reply rather than with the page's first script.
 */
import { replySchemas, routeFor } from '@rawi/proto';

/** Why a reply is not what the call answers, or undefined when it is (or no schema says). */
export function replyShapeProblem(
  method: string,
  path: string,
  status: number,
  value: unknown,
): string | undefined {
  const route = routeFor(method, path);
  const schema =
    route?.reply.schema && status === route.reply.status ? replySchemas[route.reply.schema] : undefined;
  if (!schema) return undefined;
  try {
    schema.validateSync(value, { strict: true, abortEarly: true });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
