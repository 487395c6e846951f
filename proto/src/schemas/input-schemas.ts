/**
 * yup schemas carrying every input rule of the product. Built from a message
 * dictionary so the services answer with the English messages and the web app
 * shows the same rules in the visitor's language. Validate with `validateOptions`:
 * unknown fields are stripped, every failing field is reported. Types are strict (a number is
 * not text) and every text follows the text rules (text-rules.ts): see strict-yup.ts.
 */
import * as yup from 'yup';
import {
  ALT_TEXT_MAX,
  CONTENT_SECTIONS,
  GRADIENT_TOKEN_PATTERN,
  HERO_ALIGNMENTS,
  LANGUAGES,
  MIN_PASSWORD_LENGTH,
  MIN_PROJECT_SORT_ORDER,
  MIN_USERNAME_LENGTH,
  PROJECT_STATUSES,
  ROLES,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  SUBMISSION_PRIORITIES,
  SUBMISSION_STATUSES,
  type ContentSection,
  type Language,
} from '../constants.ts';
import { validationMessages, type ValidationMessages } from '../text/messages.ts';
import { record, strictBoolean, strictNumber, strictString } from './strict-yup.ts';
import { freeValueProblem, isPlainObject } from '../text/free-values.ts';
import { textProblem, type TextLines } from '../text/text-rules.ts';
import { dateTimeText, isRealDateTime } from '../text/date-time.ts';
import { normalizeSlug, SLUG_PATTERN, slugProblem } from '../text/slug-rules.ts';
import { normalizeSitePath, sitePathProblem } from '../http/redirect-rules.ts';

export const validateOptions = { abortEarly: false, stripUnknown: true } as const;

const HTTP_URL_PATTERN = /^https?:\/\/[^\s]+$/i;
/**
 * An image the site itself serves: the media library's files and the bundled images, by a path
 * of plain URL characters without `..` segments (never `//host` or `/\host`, which leave the site).
 */
const SITE_IMAGE_PATH = /^\/(?:api\/media\/files|images)(?:\/(?!\.\.?(?:\/|$))[\w.~%-]+)+$/;

export {
  MAX_JSON_DEPTH,
  freeValueProblem,
  hasSafeKeys,
  isPlainObject,
  jsonDepthExceeds,
} from '../text/free-values.ts';

/** Slugs and translation keys are kept in NFC, so text that looks the same is the same key. */
const toNfc = (value: unknown) => (typeof value === 'string' ? normalizeSlug(value) : value);
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
/** yup's own trim() throws on non-strings (an injected object); this one leaves them for the type check. */
const trimText = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** A filled-in text's problem by one of the text rules; an empty or missing value, or no text, has none. */
const ofFilledText =
  <P>(problemOf: (text: string) => P | undefined) =>
  (value: unknown) =>
    typeof value === 'string' && value !== '' ? problemOf(value) : undefined;

function build(m: ValidationMessages) {
  /** A named test refusing a value with the message of the problem `problemOf` finds in it. */
  const rule = (name: string, problemOf: (value: unknown) => keyof ValidationMessages | undefined) => ({
    name,
    test(this: yup.TestContext, value: unknown) {
      const problem = problemOf(value);
      return problem === undefined || this.createError({ message: m[problem] });
    },
  });
  /** The text rules on a string schema, refusing with the message of what is wrong. */
  const clean = <S extends yup.StringSchema<string | undefined>>(
    schema: S,
    lines: TextLines = 'single',
  ): S => {
    const problemOf = ofFilledText((text) => textProblem(text, lines));
    return schema.test(rule('clean-text', problemOf));
  };
  /** One line of text: names, titles, slugs, e-mails, categories, list items. */
  const text = (max = 5000) =>
    clean(strictString().typeError(m.mustBeText).transform(trimText).max(max, m.tooLong));
  const requiredText = (message: string, max = 5000) => text(max).required(message).min(1, message);
  /** Text that may span lines (tabs and line breaks allowed): descriptions, messages, notes. */
  const multilineText = (max = 5000) =>
    clean(strictString().typeError(m.mustBeText).transform(trimText).max(max, m.tooLong), 'multi');
  const requiredMultilineText = (message: string, max = 5000) =>
    multilineText(max).required(message).min(1, message);
  const textList = () => yup.array().typeError(m.mustBeList).of(text(1000).defined()).default([]);
  /** A secret or token: any characters it was made of count, so only its type and length are checked. */
  const secret = (max: number) => strictString().typeError(m.mustBeText).max(max, m.tooLong);
  const link = () =>
    clean(strictString().typeError(m.mustBeText).transform(trimText).transform(emptyToUndefined))
      .max(2000, m.tooLong)
      .optional();
  const httpUrl = () => link().matches(HTTP_URL_PATTERN, m.urlInvalid);
  /** One of a set of values: anything else, text or not, is refused with the one message. */
  const choice = <T extends string>(values: readonly T[], message: string) =>
    strictString().typeError(message).oneOf(values, message);
  /** A link, or an image this site serves (the media library, the bundled images). */
  const imageRef = () =>
    link().test('image-ref', m.urlInvalid, (v) => !v || HTTP_URL_PATTERN.test(v) || SITE_IMAGE_PATH.test(v));
  /** A profile link; '#' (or blank) is how the content says "no profile". */
  const profileLink = () =>
    link().test('profile-link', m.urlInvalid, (v) => !v || v === '#' || HTTP_URL_PATTERN.test(v));
  const language = () =>
    strictString()
      .typeError(m.languageInvalid)
      .required(m.languageRequired)
      .oneOf(LANGUAGES, m.languageInvalid);
  const freeObject = () =>
    yup
      .mixed<Record<string, unknown>>()
      .test('object', m.mustBeObject, (v) => v === undefined || isPlainObject(v))
      .test(rule('free-value', freeValueProblem));

  /** A hidden form field: text of at most `max` characters, anything else is dropped (no 400). */
  const formField = (max: number) =>
    yup
      .string()
      .optional()
      .transform((v: unknown) => (typeof v === 'string' && v.length <= max ? v : undefined));
  /** A meta title and description (one line each; blank is derived), and an Open Graph image. */
  const seoTitle = () => text().max(SEO_TITLE_MAX, m.seoTitleTooLong).transform(emptyToUndefined).optional();
  const seoDescription = () =>
    text().max(SEO_DESCRIPTION_MAX, m.seoDescriptionTooLong).transform(emptyToUndefined).optional();
  /** An image's text alternative (one line; blank is none). */
  const altText = () => text().max(ALT_TEXT_MAX, m.altTooLong).transform(emptyToUndefined).optional();
  const decorativeFlag = () => strictBoolean().typeError(m.mustBeBoolean).optional();
  /**
   * Where a page shows an image (`image` non-blank), what it shows is said in words: its
   * `imageAlt`, unless it is marked decorative (then drawn with an empty alt). Checked on the
   * object, refusing at its `imageAlt`.
   */
  const altRule = (
    image: 'image' | 'imageUrl',
    applies: (value: Record<string, unknown>) => boolean = () => true,
  ) =>
    function (this: yup.TestContext, value: unknown) {
      const item = (value ?? {}) as Record<string, unknown>;
      const shown = typeof item[image] === 'string' && (item[image] as string).trim() !== '';
      if (!shown || item.imageDecorative === true || item.imageAlt || !applies(item)) return true;
      return this.createError({
        path: this.path ? `${this.path}.imageAlt` : 'imageAlt',
        message: m.imageAltRequired,
      });
    };
  const focalCoordinate = () =>
    strictNumber()
      .typeError(m.focalInvalid)
      .required(m.focalInvalid)
      .min(0, m.focalInvalid)
      .max(1, m.focalInvalid);

  const pageSeo = () =>
    record({ title: seoTitle(), description: seoDescription(), ogImage: imageRef() })
      .typeError(m.mustBeObject)
      .default(undefined)
      .optional();

  const contactMessage = record({
    name: requiredText(m.nameMin, 200).min(2, m.nameMin),
    email: text(254).required(m.emailInvalid).email(m.emailInvalid),
    company: text(200).optional(),
    phone: text(50).optional(),
    message: requiredMultilineText(m.messageMin, 5000).min(10, m.messageMin),
    /** The signed form token, its puzzle's solution, and the honeypot: any value marks a script, never a 400. */
    formToken: formField(300),
    proof: formField(100),
    website: yup
      .string()
      .optional()
      .transform((v: unknown) => (v === undefined || v === null || v === '' ? undefined : 'filled')),
  });

  const login = record({
    username: requiredText(m.usernameRequired, 100),
    password: secret(1000).required(m.passwordRequired),
  });

  /** A 6-digit TOTP code or a recovery code (xxxxx-xxxxx); spaces are ignored. */
  const twoFactorCode = strictString()
    .typeError(m.mustBeText)
    .transform((value: unknown) =>
      typeof value === 'string' ? value.replace(/\s+/g, '').toLowerCase() : value,
    )
    .required(m.codeInvalid)
    .matches(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/, m.codeInvalid);

  const twoFactorConfirm = record({ code: twoFactorCode });
  const twoFactorLogin = record({
    challenge: secret(4000).required(m.challengeRequired),
    code: twoFactorCode,
  });
  const twoFactorChallenge = twoFactorLogin.pick(['challenge']);
  const securityPolicy = record({
    requireTwoFactor: strictBoolean().typeError(m.mustBeBoolean).required(m.mustBeBoolean),
  });

  /** A member of the team section, which is on the landing page once saved: a photo needs its alt. */
  const teamMember = record({
    name: requiredText(m.nameRequired, 200),
    position: requiredText(m.positionRequired, 200),
    bio: requiredMultilineText(m.bioRequired, 5000),
    image: imageRef().default(''),
    imageAlt: altText(),
    imageDecorative: decorativeFlag(),
    linkedin: profileLink().default(''),
    expertise: textList(),
  }).test('image-alt', m.imageAltRequired, altRule('image'));

  /** A scheduled moment with its zone, stored as UTC ISO text; blank or null clears it. */
  const scheduleTime = () =>
    dateTimeText('zonedDateTime', m.scheduleInvalid)
      .transform(trimText)
      .transform((v: unknown) => (v === '' ? null : v))
      .nullable()
      .optional()
      .transform((v: unknown) =>
        typeof v === 'string' && isRealDateTime(v, 'zonedDateTime') ? new Date(v).toISOString() : v,
      );
  const futureTime = () =>
    scheduleTime().test(
      'future',
      m.scheduleInPast,
      (v) => typeof v !== 'string' || Number.isNaN(Date.parse(v)) || Date.parse(v) > Date.now(),
    );

  /** A project as it may be stored (its history, a backup): the rules of any save but the alt text's. */
  const projectRecord = record({
    title: requiredText(m.titleRequired, 300),
    slug: requiredText(m.slugRequired, 200)
      .transform(toNfc)
      .test(rule('slug', ofFilledText(slugProblem))),
    /** Shared by a project's language versions; a new project without one takes its slug. */
    translationKey: text(200)
      .optional()
      .transform(toNfc)
      .matches(SLUG_PATTERN, { message: m.translationKeyInvalid, excludeEmptyString: true }),
    publishAt: scheduleTime(),
    unpublishAt: scheduleTime(),
    language: language(),
    description: requiredMultilineText(m.descriptionRequired, 20000),
    briefDescription: requiredMultilineText(m.briefDescriptionRequired, 1000),
    features: textList(),
    advantages: textList(),
    useCases: textList(),
    youtubeUrl: httpUrl(),
    imageUrl: imageRef(),
    imageAlt: altText(),
    imageDecorative: decorativeFlag(),
    seoTitle: seoTitle(),
    seoDescription: seoDescription(),
    ogImage: imageRef(),
    category: requiredText(m.categoryRequired, 100),
    status: choice(PROJECT_STATUSES, m.statusInvalid).default('active'),
    sortOrder: strictNumber()
      .typeError(m.sortOrderNumber)
      .min(MIN_PROJECT_SORT_ORDER, m.sortOrderMin)
      .default(0),
  })
    .test('publish-needs-draft', m.publishAtNeedsDraft, function (value) {
      if (typeof value?.publishAt !== 'string' || value.status === 'draft') return true;
      return this.createError({ path: 'publishAt', message: m.publishAtNeedsDraft });
    })
    .test('unpublish-after-publish', m.unpublishBeforePublish, function (value) {
      if (
        !value?.publishAt ||
        !value.unpublishAt ||
        Date.parse(value.unpublishAt) > Date.parse(value.publishAt)
      )
        return true;
      return this.createError({ path: 'unpublishAt', message: m.unpublishBeforePublish });
    });
  /**
   * A project an editor saves: published (active, or a draft scheduled to be), the image it
   * shows needs its alt text (an archived project or an unscheduled draft may wait for it).
   */
  const project = projectRecord.test(
    'image-alt',
    m.imageAltRequired,
    altRule(
      'imageUrl',
      (p) => p.status === 'active' || (typeof p.publishAt === 'string' && p.publishAt !== ''),
    ),
  );
  /** What a save through the API takes: a schedule must lie in the future at the time of saving. */
  const projectSave = project.shape({ publishAt: futureTime(), unpublishAt: futureTime() });

  /** A path of this site, kept as redirect-rules.ts stores it. */
  const sitePath = (required: string) =>
    strictString()
      .typeError(m.mustBeText)
      .transform(normalizeSitePath)
      .required(required)
      .test(rule('site-path', ofFilledText(sitePathProblem)));
  /** A redirect an editor makes: an old address of the site (per language) to a path of the site. */
  const redirect = record({
    language: language(),
    from: sitePath(m.redirectPathInvalid),
    to: sitePath(m.redirectPathInvalid).test('differs', m.redirectSameAddress, function (value) {
      return value !== (this.parent as { from?: unknown }).from;
    }),
  });
  /** A CSV of redirects (from,to,language per line); each line is checked as `redirect`. */
  const redirectImport = record({
    csv: strictString()
      .typeError(m.redirectCsvRequired)
      .required(m.redirectCsvRequired)
      .max(500_000, m.tooLong)
      .test('not-blank', m.redirectCsvRequired, (value) => typeof value !== 'string' || value.trim() !== ''),
  });

  /**
   * A library image's details an editor sets: its alt text in each language (blank: none), whether
   * it only decorates, and its focal point (null: the centre). Each field left out stays as it is.
   */
  const mediaDetails = record({
    alt: record({ en: altText(), ar: altText() }).typeError(m.mustBeObject).default(undefined).optional(),
    decorative: decorativeFlag(),
    focal: record({ x: focalCoordinate(), y: focalCoordinate() })
      .typeError(m.focalInvalid)
      .default(undefined)
      .nullable()
      .optional(),
  });

  const password = () => secret(1000).min(MIN_PASSWORD_LENGTH, m.passwordMin);
  const username = () => requiredText(m.usernameMin, 50).min(MIN_USERNAME_LENGTH, m.usernameMin);
  const userEmail = () => text(254).required(m.userEmailInvalid).email(m.userEmailInvalid);
  const role = () => choice(ROLES, m.roleInvalid);
  const isActive = () => strictBoolean().typeError(m.mustBeBoolean);

  const userCreate = record({
    username: username(),
    email: userEmail(),
    password: password().required(m.passwordMin),
    role: role().default('admin'),
    isActive: isActive().default(true),
  });

  /** Edit: every field optional; a blank password keeps the current one. */
  const userUpdate = record({
    username: username().optional(),
    email: text(254).email(m.userEmailInvalid).optional(),
    password: password().transform(emptyToUndefined).optional(),
    role: role().optional(),
    isActive: isActive().optional(),
  });

  const resetPassword = record({ password: password().required(m.passwordMin) });

  const resetPasswordForm = record({
    newPassword: password().required(m.passwordMin),
    confirmPassword: password()
      .required(m.passwordMin)
      .oneOf([yup.ref('newPassword')], m.passwordsMismatch),
  });

  const submissionUpdate = record({
    status: choice(SUBMISSION_STATUSES, m.submissionStatusInvalid).optional(),
    priority: choice(SUBMISSION_PRIORITIES, m.priorityInvalid).optional(),
    notes: multilineText(10000).optional(),
  });

  const heroData = record({
    badgeText: text(200).optional(),
    badge: text(200).optional(),
    heading: multilineText(500).optional(),
    subtitle: multilineText(2000).optional(),
    primaryCTA: text(100).optional(),
    secondaryCTA: text(100).optional(),
    backgroundImage: imageRef(),
    gradientOverlay: strictString()
      .typeError(m.gradientInvalid)
      .matches(GRADIENT_TOKEN_PATTERN, m.gradientInvalid)
      .optional(),
    imageOpacity: strictNumber()
      .typeError(m.opacityRange)
      .min(0, m.opacityRange)
      .max(100, m.opacityRange)
      .optional(),
    alignment: choice(HERO_ALIGNMENTS, m.alignmentInvalid).optional(),
    showParallax: isActive().optional(),
    showAnimations: isActive().optional(),
    seo: pageSeo(),
    projectsSeo: pageSeo(),
  });

  const service = record({
    id: requiredText(m.serviceIdRequired, 100),
    title: text(300).default(''),
    description: multilineText(5000).default(''),
    features: textList(),
    icon: text(100).default(''),
  });

  /** The title and subtitle the services, team and contact sections open with. */
  const sectionHeading = () => ({
    title: text(300).optional(),
    subtitle: multilineText(2000).optional(),
  });

  const servicesData = record({
    ...sectionHeading(),
    services: yup.array().typeError(m.mustBeList).of(service).default([]),
  });

  const teamData = record({
    ...sectionHeading(),
    members: yup.array().typeError(m.mustBeList).of(teamMember).default([]),
  });

  const contactData = record({
    ...sectionHeading(),
    description: multilineText(2000).optional(),
    email: text(254).optional(),
    phone: text(50).optional(),
    address: multilineText(1000).optional(),
  });

  /** Sections without a fixed shape (about, footer) accept any object with safe keys and clean texts. */
  const freeSection = freeObject().required(m.mustBeObject);

  const contentSave = record({
    section: strictString()
      .typeError(m.sectionInvalid)
      .required(m.sectionInvalid)
      .oneOf(CONTENT_SECTIONS, m.sectionInvalid),
    language: language(),
    data: freeObject().required(m.mustBeObject),
  });

  const contentData: Record<ContentSection, yup.Schema<Record<string, unknown>>> = {
    hero: heroData,
    services: servicesData,
    team: teamData,
    contact: contactData,
    about: freeSection,
    footer: freeSection,
  };

  return {
    contactMessage,
    login,
    twoFactorConfirm,
    twoFactorLogin,
    twoFactorChallenge,
    securityPolicy,
    teamMember,
    project,
    projectRecord,
    projectSave,
    mediaDetails,
    userCreate,
    userUpdate,
    resetPassword,
    resetPasswordForm,
    submissionUpdate,
    heroData,
    service,
    servicesData,
    teamData,
    contactData,
    contentSave,
    contentData,
    redirect,
    redirectImport,
  };
}

export type Schemas = ReturnType<typeof build>;

const built: Partial<Record<Language, Schemas>> = {};
/**
 * The schemas with messages in one language, built on first use (the services use English:
 * `schemas`, english-schemas.ts).
 */
export function schemasFor(language: Language): Schemas {
  return (built[language] ??= build(validationMessages[language]));
}

export type ContactMessageInput = yup.InferType<Schemas['contactMessage']>;
export type LoginInput = yup.InferType<Schemas['login']>;
export type ProjectInput = yup.InferType<Schemas['project']>;
export type UserCreateInput = yup.InferType<Schemas['userCreate']>;
export type UserUpdateInput = yup.InferType<Schemas['userUpdate']>;
export type SubmissionUpdateInput = yup.InferType<Schemas['submissionUpdate']>;
export type ContentSaveInput = yup.InferType<Schemas['contentSave']>;
export type RedirectInput = yup.InferType<Schemas['redirect']>;
export type MediaDetailsInput = yup.InferType<Schemas['mediaDetails']>;
