/**
 * Compile-time proof that a call's key gives its parameters, query, body and reply types from the
 * table's entry: `npm run typecheck` fails when one of them stops following the entry.
 */
import type { RouteBody, RouteKey, RouteParams, RouteQuery, RouteReply } from './routes.ts';
import type { ContentSection, Language } from '../constants.ts';
import type { SubmissionUpdateInput } from '../schemas/input-schemas.ts';
import type * as T from '../types.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Each entry must be `true`; a mismatch names itself in the compiler's error. */
export type RouteTypeChecks = [
  Same<RouteParams<'GET /api/projects/slug/{slug}'>, { slug: string }>,
  Same<RouteParams<'GET /api/content/{section}/{language}'>, { section: ContentSection; language: Language }>,
  Same<RouteParams<'GET /api/projects'>, Record<string, never>>,
  Same<RouteQuery<'GET /api/projects'>, { language?: Language | undefined }>,
  Same<RouteReply<'GET /api/projects/slug/{slug}'>, T.Project>,
  Same<RouteReply<'DELETE /api/projects/{id}'>, undefined>,
  Same<RouteBody<'POST /api/media/upload'>, FormData>,
  Same<RouteBody<'GET /api/media'>, undefined>,
  Same<RouteBody<'PUT /api/contact-submissions/{id}'>, SubmissionUpdateInput>,
  'GET /api/projects/slug/{slug}' extends RouteKey ? true : false,
  'GET /api/projects/{id}' extends RouteKey ? false : true,
];

type AllTrue<L extends readonly boolean[]> = L[number] extends true ? true : false;
export const routeTypesFollowTheTable: AllTrue<RouteTypeChecks> = true;
