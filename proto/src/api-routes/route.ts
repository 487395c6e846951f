/** One call of the API, as the route table (../api-routes.ts) lists it. */
import type * as yup from 'yup';
import type { Method, ServiceName } from '../routes.ts';
import type { ReplyName } from '../replies.ts';

export interface ApiRoute {
  method: Method;
  /** The path as OpenAPI writes it: `/api/projects/{id}`. */
  path: string;
  service: ServiceName;
  summary: string;
  /** A token is accepted and shows staff more (drafts, revisions), but none is needed. */
  optionalToken?: boolean;
  /** A JSON body (any other format is refused with 415), or an upload (multipart). */
  body?: yup.Schema | 'multipart';
  /** The JSON body may also come as an HTML form post (urlencoded), from a page without JavaScript. */
  formPost?: boolean;
  query?: yup.ObjectSchema<yup.AnyObject>;
  /** The success status and what it carries (none for 204). */
  reply: { status: 200 | 201 | 202 | 204; schema?: ReplyName; contentType?: string };
  /** Error statuses beyond the ones every call may get (400 bad input, 401/403 for signed-in calls, 429, 5xx). */
  errors?: number[];
  /** Sends `If-Match: "<revision>"` (optimistic concurrency; 409 when stale). */
  ifMatch?: boolean;
}
