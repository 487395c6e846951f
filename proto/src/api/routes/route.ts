/** One call of the API, as the route table (../routes.ts) lists it. */
import type * as yup from 'yup';
import type { Role } from '../../constants.ts';
import type { Method, ServiceName } from '../services.ts';
import type { ReplyName } from '../replies.ts';

/**
 * Who may make the call: anyone; anyone, a valid token showing staff more (drafts, revisions);
 * a signed-in user; or a signed-in user of one role, any other refused with 403 and `refusal`.
 */
export type Access = 'public' | 'optionalToken' | 'token' | { role: Role; refusal: string };

/**
 * How the gateway keeps an anonymous read of a GET call for every visitor: the tag its reply is
 * kept under, which the events that change it drop, and its family, which any successful write
 * of the same service drops at once on the replica it went through.
 */
export interface CacheRule {
  /** Every reply is tagged `family`, or `family:<key>` when `key` is given. */
  family: string;
  /** What tells one reply's tag from another's, made of the path parameters. */
  key?: (params: Readonly<Record<string, string>>) => string;
  /** A stored file: read alone (never coalesced) and passed on as a stream when too large to keep. */
  file?: true;
  /** More tags read from the reply (the projects it shows), so their events drop it and no other. */
  replyTags?: (reply: unknown) => string[];
  /** The public pages show what this read answers: a write that drops it drops the pages too. */
  onPages?: true;
}

export interface ApiRoute {
  method: Method;
  /** The path as OpenAPI writes it: `/api/projects/{id}`. */
  path: string;
  service: ServiceName;
  summary: string;
  access: Access;
  /** One schema per `{name}` of the path: what the service checks before the call runs. */
  params?: Readonly<Record<string, yup.Schema>>;
  /** A JSON body (any other format is refused with 415), or an upload (multipart). */
  body?: yup.Schema | 'multipart';
  /** The JSON body may also come as an HTML form post (urlencoded), from a page without JavaScript. */
  formPost?: boolean;
  query?: yup.ObjectSchema<yup.AnyObject>;
  /**
   * The success status and what it carries (none for 204); `errorSchemas` names the error
   * statuses whose body carries more than the one error body, and the schema it matches.
   */
  reply: {
    status: 200 | 201 | 202 | 204;
    schema?: ReplyName;
    contentType?: string;
    errorSchemas?: Readonly<Partial<Record<number, ReplyName>>>;
  };
  /** Error statuses beyond the ones every call may get (400 bad input, 401/403 for signed-in calls, 429, 5xx). */
  errors?: readonly number[];
  /** A public read the gateway keeps (a GET anyone may make). */
  cache?: CacheRule;
  /** A write that changes none of its service's cached reads (a redirect's visit count): they stay. */
  keepsCachedReads?: true;
  /** Sends `If-Match: "<revision>"` (optimistic concurrency; 409 when stale). */
  ifMatch?: boolean;
  /** A request the call accepts, shown in the OpenAPI document (and sent by the contract test). */
  example?: {
    params?: Readonly<Record<string, string>>;
    query?: Readonly<Record<string, string>>;
    body?: unknown;
  };
}
