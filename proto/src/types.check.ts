/**
 * Compile-time proof that the entity types (types.ts) and the schemas describe the same shapes:
 * `npm run typecheck` fails as soon as one changes without the other.
 */
import type * as yup from 'yup';
import type { replySchemas } from './api/replies.ts';
import type { Schemas } from './schemas/input-schemas.ts';
import type * as T from './types.ts';

/** True when A and B accept the same values (each assignable to the other). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Reply<K extends keyof typeof replySchemas> = yup.InferType<(typeof replySchemas)[K]>;
type Input<K extends Exclude<keyof Schemas, 'contentData'>> = yup.InferType<Schemas[K]>;

/** Each entry must be `true`; a mismatch names itself in the compiler's error. */
export type TypeChecks = [
  Same<T.User, Reply<'user'>>,
  Same<T.LoginReply, Reply<'loginReply'>>,
  Same<T.ContentItem, Reply<'contentItem'>>,
  Same<T.Project, Reply<'project'>>,
  Same<T.Redirect, Reply<'redirect'>>,
  Same<T.RedirectLookup, Reply<'redirectLookup'>>,
  Same<T.ContactSubmission, Reply<'contactSubmission'>>,
  Same<T.ChallengeRaised, Reply<'challengeRaised'>>,
  Same<T.MediaFile, Reply<'mediaFile'>>,
  Same<T.ImageFocus, Reply<'imageFocus'>>,
  Same<T.Version, Reply<'version'>>,
  Same<T.DeletedProject, Reply<'deletedProject'>>,
  Same<T.ContentTranslationStatus, Reply<'contentTranslationStatus'>>,
  Same<T.ProjectTranslationStatus, Reply<'projectTranslationStatus'>>,
  Same<T.TwoFactorChallenge, Reply<'twoFactorChallenge'>>,
  Same<T.TwoFactorSetup, Reply<'twoFactorSetup'>>,
  Same<T.TwoFactorStatus, Reply<'twoFactorStatus'>>,
  Same<T.TwoFactorEnabled, Reply<'twoFactorEnabled'>>,
  Same<T.TwoFactorEnrolledLogin, Reply<'twoFactorEnrolledLogin'>>,
  Same<T.SecurityPolicy, Reply<'securityPolicy'>>,
  Same<T.ActivityEntry, Reply<'activityEntry'>>,
  Same<T.ContactMessage, Input<'contactMessage'>>,
  Same<T.TeamMember, Input<'teamMember'>>,
  Same<T.TeamData, Input<'teamData'>>,
  Same<T.Service, Input<'service'>>,
  Same<T.ServicesData, Input<'servicesData'>>,
  Same<T.ContactData, Input<'contactData'>>,
  Same<T.HeroData, Input<'heroData'>>,
];

type AllTrue<L extends readonly boolean[]> = L[number] extends true ? true : false;
export const typesMatchSchemas: AllTrue<TypeChecks> = true;
