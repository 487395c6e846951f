/**
 * The shapes the API answers with, as schemas: the one description that the entity types are
 * checked against at compile time (types.check.ts), that the web client checks replies with
 * (`request(path, { reply })`) and that the OpenAPI document is generated from.
 */
import * as yup from 'yup';
import {
  ACTIVITY_KINDS,
  CONTENT_SECTIONS,
  HERO_ALIGNMENTS,
  LANGUAGES,
  PROJECT_STATUSES,
  ROLES,
  SUBMISSION_PRIORITIES,
  SUBMISSION_STATUSES,
} from '../constants.ts';
import { IMAGE_CROP_NAMES, IMAGE_VARIANT_TYPES, type ImageCrop } from '../images/images.ts';

/** A value made on first use and kept. */
const once = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

/** A list of an object reply, made on first use and kept. */
const listOf = <
  T extends yup.Maybe<yup.AnyObject>,
  C extends yup.Maybe<yup.AnyObject>,
  D,
  F extends yup.Flags,
>(
  item: () => yup.ObjectSchema<T, C, D, F>,
) => once(() => yup.array(item().clone().defined()).defined());

const text = () => yup.string().defined().strict();
const optionalText = () => yup.string().optional().strict();
const isoDate = () => yup.string().defined().strict().meta({ format: 'date-time' });
const count = () => yup.number().integer().min(0).defined().strict();
const revision = () => yup.number().integer().min(0).optional().strict();
const oneOf = <T extends string>(values: readonly T[]) => yup.mixed<T>().oneOf(values).defined();
const textList = () => yup.array(text()).defined();
const isObject = <T>(v: unknown): v is T => v !== null && typeof v === 'object' && !Array.isArray(v);
const freeObject = () => yup.mixed<Record<string, unknown>>(isObject).defined();

const actor = once(() => yup.object({ id: text(), username: text() }));
const nullableActor = () => actor().clone().nullable().defined().default(null);

const user = once(() =>
  yup.object({
    id: text(),
    username: text(),
    email: text(),
    role: oneOf(ROLES),
    isActive: yup.boolean().defined().strict(),
    lastLogin: isoDate().nullable(),
    createdAt: isoDate(),
    updatedAt: isoDate(),
    twoFactorEnabled: yup.boolean().optional().strict(),
    revision: revision(),
  }),
);

const loginReply = once(() => yup.object({ user: user().clone().defined(), token: text() }));

const contentItem = once(() =>
  yup.object({
    section: oneOf(CONTENT_SECTIONS),
    language: oneOf(LANGUAGES),
    data: freeObject(),
    updatedAt: isoDate(),
    revision: revision(),
  }),
);

const project = once(() =>
  yup.object({
    id: text(),
    title: text(),
    slug: text(),
    language: oneOf(LANGUAGES),
    description: text(),
    briefDescription: text(),
    features: textList(),
    advantages: textList(),
    useCases: textList(),
    youtubeUrl: optionalText(),
    imageUrl: optionalText(),
    imageAlt: optionalText(),
    imageDecorative: yup.boolean().optional().strict(),
    seoTitle: optionalText(),
    seoDescription: optionalText(),
    ogImage: optionalText(),
    category: text(),
    status: oneOf(PROJECT_STATUSES),
    sortOrder: yup.number().integer().defined().strict(),
    createdAt: isoDate(),
    updatedAt: isoDate(),
    revision: revision(),
    translationKey: optionalText(),
    publishAt: optionalText().meta({ format: 'date-time' }),
    unpublishAt: optionalText().meta({ format: 'date-time' }),
    translations: yup
      .array(yup.object({ id: text(), language: oneOf(LANGUAGES), slug: text() }).defined())
      .optional(),
  }),
);

const redirect = once(() =>
  yup.object({
    id: text(),
    language: oneOf(LANGUAGES),
    from: text(),
    to: text(),
    kind: oneOf(['slug', 'manual'] as const),
    hits: count(),
    lastUsedAt: isoDate().nullable(),
    createdAt: isoDate(),
  }),
);

const redirectLookup = once(() =>
  yup.object({
    outcome: oneOf(['moved', 'gone', 'none'] as const),
    location: optionalText(),
    id: optionalText(),
  }),
);

const translationState = once(() => oneOf(['missing', 'outdated', 'in-step'] as const));
const translationSide = () => yup.object({ savedAt: isoDate() }).nullable().defined();
const pairSide = () =>
  yup.object({ savedAt: isoDate(), id: text(), slug: text(), title: text() }).nullable().defined();

/** Where a pair of language versions stands: its state, the language behind, and each side. */
const translationFields = <S extends yup.Schema>(side: () => S) => ({
  state: translationState(),
  language: yup.mixed<(typeof LANGUAGES)[number]>().oneOf(LANGUAGES).optional(),
  en: side(),
  ar: side(),
});

const contentTranslationStatus = once(() =>
  yup.object({ section: oneOf(CONTENT_SECTIONS), ...translationFields(translationSide) }),
);

const projectTranslationStatus = once(() =>
  yup.object({ translationKey: text(), ...translationFields(pairSide) }),
);

const contactSubmission = once(() =>
  yup.object({
    id: text(),
    name: text(),
    email: text(),
    phone: optionalText(),
    company: optionalText(),
    message: text(),
    status: oneOf(SUBMISSION_STATUSES),
    priority: oneOf(SUBMISSION_PRIORITIES),
    notes: optionalText(),
    createdAt: isoDate(),
    updatedAt: isoDate(),
    revision: revision(),
  }),
);

const coordinate = () => yup.number().min(0).max(1).defined().strict();
const focalPoint = () => yup.object({ x: coordinate(), y: coordinate() });

const mediaFile = once(() =>
  yup.object({
    id: text(),
    url: text(),
    originalName: text(),
    filename: text(),
    type: text(),
    size: count(),
    createdAt: isoDate(),
    width: yup.number().integer().min(1).optional().strict(),
    height: yup.number().integer().min(1).optional().strict(),
    variants: yup
      .array(
        yup
          .object({
            width: yup.number().integer().min(1).defined().strict(),
            height: yup.number().integer().min(1).defined().strict(),
            type: oneOf(IMAGE_VARIANT_TYPES),
            url: text(),
            crop: yup.mixed<ImageCrop>().oneOf(IMAGE_CROP_NAMES).optional(),
          })
          .defined(),
      )
      .defined(),
    alt: yup.object({ en: optionalText(), ar: optionalText() }).default(undefined).optional(),
    decorative: yup.boolean().optional().strict(),
    focal: focalPoint().default(undefined).optional(),
    revision: revision(),
  }),
);

/** A library image's focal point, by its uuid: what the public pages read of the library. */
const imageFocus = once(() => focalPoint().shape({ id: text() }));

const version = once(() =>
  yup.object({
    id: text(),
    author: nullableActor(),
    savedAt: isoDate(),
    data: freeObject(),
    reason: oneOf(['save', 'restore', 'delete'] as const),
  }),
);

const deletedProject = once(() =>
  yup.object({
    id: text(),
    title: text(),
    slug: text(),
    language: oneOf(LANGUAGES),
    deletedAt: isoDate(),
    deletedBy: nullableActor(),
  }),
);

const twoFactorChallenge = once(() =>
  yup.object({ twoFactor: oneOf(['code', 'setup'] as const), challenge: text() }),
);
const twoFactorSetup = once(() => yup.object({ secret: text(), otpauthUrl: text(), qrSvg: text() }));
const twoFactorStatus = once(() =>
  yup.object({
    enabled: yup.boolean().defined().strict(),
    required: yup.boolean().defined().strict(),
    recoveryCodesLeft: count(),
  }),
);
const twoFactorEnabled = once(() => yup.object({ recoveryCodes: textList() }));

/** One of several shapes (the JSON Schema lists them as oneOf). */
function either<A extends yup.AnyObject, B extends yup.AnyObject>(
  first: yup.ObjectSchema<A>,
  second: yup.ObjectSchema<B>,
  message: string,
) {
  return yup
    .mixed<A | B>()
    .test(
      'either',
      message,
      (v) => first.isValidSync(v, { strict: true }) || second.isValidSync(v, { strict: true }),
    )
    .defined()
    .meta({ oneOf: [first, second] });
}

/** A sign-in answers a session, or the second step it needs. */
const signInOutcome = once(() =>
  either(loginReply(), twoFactorChallenge(), 'must be a session or a second-step challenge'),
);
const twoFactorEnrolledLogin = once(() => loginReply().concat(twoFactorEnabled()));
const securityPolicy = once(() => yup.object({ requireTwoFactor: yup.boolean().defined().strict() }));

const activityEntry = once(() =>
  yup.object({
    id: text(),
    at: isoDate(),
    kind: oneOf(ACTIVITY_KINDS),
    action: text(),
    actor: nullableActor(),
    target: yup.object({ type: text(), id: optionalText(), label: text() }).defined(),
    clientAddress: text().nullable(),
    details: yup.mixed<Record<string, string | boolean>>(isObject).defined(),
  }),
);

/** `{ message }`: what a command without an entity to return answers. */
const message = once(() => yup.object({ message: text() }));

/** The one error body every service and the gateway answer with. */
const errorBody = once(() =>
  yup.object({
    error: yup
      .object({
        code: text(),
        message: text(),
        fields: yup.mixed<Record<string, string>>(isObject).optional(),
      })
      .defined(),
    requestId: optionalText(),
  }),
);

/**
 * The 409 `challenge_raised` a contact message gets when its proof solved its token's puzzle but
 * the sender's recent messages now ask more: the error body plus a new form token asking the work
 * now due (`bits`), which the form solves and sends the message again with.
 */
const challengeRaised = once(() =>
  yup.object({
    error: yup
      .object({
        code: text(),
        message: text(),
        formToken: text(),
        bits: count(),
      })
      .defined(),
    requestId: optionalText(),
  }),
);

const heroAlignment = once(() => oneOf(HERO_ALIGNMENTS));

/** Each reply schema, built when first read. */
const builders = {
  user,
  users: listOf(user),
  loginReply,
  signInOutcome,
  contentItem,
  contentItems: listOf(contentItem),
  project,
  projects: listOf(project),
  redirect,
  redirects: listOf(redirect),
  redirectLookup,
  redirectImport: once(() => yup.object({ imported: count() })),
  contactSubmission,
  contactSubmissions: listOf(contactSubmission),
  submissionCreated: once(() => yup.object({ submission: contactSubmission().clone().defined() })),
  formToken: once(() => yup.object({ token: text() })),
  /** Everything held for one sender's address (a data subject's access request). */
  requesterData: once(() =>
    yup.object({
      email: text(),
      submissions: yup.array(contactSubmission().clone().defined()).defined(),
      notifications: yup
        .array(yup.object({ id: text(), subject: text(), sentAt: isoDate() }).defined())
        .defined(),
    }),
  ),
  requesterErased: once(() => yup.object({ erased: count(), notifications: count() })),
  mediaFile,
  mediaFiles: listOf(mediaFile),
  imageFocus,
  imageFoci: listOf(imageFocus),
  version,
  versions: listOf(version),
  deletedProject,
  deletedProjects: listOf(deletedProject),
  contentTranslationStatus,
  contentTranslationStatuses: listOf(contentTranslationStatus),
  projectTranslationStatus,
  projectTranslationStatuses: listOf(projectTranslationStatus),
  twoFactorChallenge,
  twoFactorSetup,
  twoFactorStatus,
  twoFactorEnabled,
  twoFactorEnrolledLogin,
  securityPolicy,
  activityEntry,
  activityEntries: listOf(activityEntry),
  message,
  errorBody,
  challengeRaised,
  me: once(() => yup.object({ user: user().clone().defined() })),
  heroAlignment,
};

/**
 * The reply schemas by name. Each is built the first time it is read and kept: a page checks the
 * replies of one or two calls, and building every schema at once (some fifty yup objects) made
 * the browser's first reply check a long task of a phone's page load.
 */
export const replySchemas = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.entries(builders).map(([name, build]) => [name, { get: build, enumerable: true }]),
  ),
) as { readonly [N in keyof typeof builders]: ReturnType<(typeof builders)[N]> };

export type ReplySchemas = typeof replySchemas;
export type ReplyName = keyof ReplySchemas;
