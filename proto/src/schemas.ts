/**
 * yup schemas carrying the validation rules of spec section 5. Built from a message
 * dictionary so the services answer with the spec's English texts and the web app
 * shows the same rules in the visitor's language. Validate with `validateOptions`:
 * unknown fields are stripped, every failing field is reported.
 */
import * as yup from 'yup';
import {
  CONTENT_SECTIONS,
  GRADIENT_TOKEN_PATTERN,
  HERO_ALIGNMENTS,
  LANGUAGES,
  MIN_PASSWORD_LENGTH,
  MIN_PROJECT_SORT_ORDER,
  MIN_USERNAME_LENGTH,
  PROJECT_STATUSES,
  ROLES,
  SUBMISSION_PRIORITIES,
  SUBMISSION_STATUSES,
  type ContentSection,
  type Language,
} from './constants.ts';
import { validationMessages, type ValidationMessages } from './messages.ts';

export const validateOptions = { abortEarly: false, stripUnknown: true } as const;

const SLUG_PATTERN = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;
const HTTP_URL_PATTERN = /^https?:\/\/[^\s]+$/i;

/** The deepest nesting a JSON body may have; deeper bodies are refused before any validation. */
export const MAX_JSON_DEPTH = 32;

/**
 * Walks a value's objects and arrays without recursion (a 10,000-level value must not
 * overflow the stack), calling `visit` on each object key; stops early when it returns false.
 * Returns false when the walk was stopped or the value is deeper than `maxDepth`.
 */
function walk(value: unknown, maxDepth: number, visit: (key: string) => boolean): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > maxDepth) return false;
    if (Array.isArray(current)) {
      for (const inner of current) stack.push([inner, depth + 1]);
      continue;
    }
    for (const [key, inner] of Object.entries(current)) {
      if (!visit(key)) return false;
      stack.push([inner, depth + 1]);
    }
  }
  return true;
}

/** True when the value has more than `maxDepth` levels of nested objects and arrays. */
export function jsonDepthExceeds(value: unknown, maxDepth: number = MAX_JSON_DEPTH): boolean {
  return !walk(value, maxDepth, () => true);
}

/** True when no key anywhere in the value contains '.' or starts with '$' (MongoDB operator injection). */
export function hasSafeKeys(value: unknown): boolean {
  return walk(value, Number.POSITIVE_INFINITY, (key) => !key.includes('.') && !key.startsWith('$'));
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
/** yup's own trim() throws on non-strings (an injected object); this one leaves them for the type check. */
const trimText = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

function build(m: ValidationMessages) {
  const text = (max = 5000) => yup.string().typeError(m.mustBeText).transform(trimText).max(max, m.tooLong);
  const requiredText = (message: string, max = 5000) => text(max).required(message).min(1, message);
  const textList = () => yup.array().typeError(m.mustBeList).of(text(1000).defined()).default([]);
  const httpUrl = () =>
    yup
      .string()
      .typeError(m.mustBeText)
      .transform(trimText)
      .transform(emptyToUndefined)
      .max(2000, m.tooLong)
      .matches(HTTP_URL_PATTERN, m.urlInvalid)
      .optional();
  /** A link or a path on this site (uploaded media live under /api/media/files/). */
  const imageRef = () =>
    yup
      .string()
      .typeError(m.mustBeText)
      .transform(trimText)
      .transform(emptyToUndefined)
      .max(2000, m.tooLong)
      .test(
        'image-ref',
        m.urlInvalid,
        (v) => v === undefined || HTTP_URL_PATTERN.test(v) || /^\/[^/\s]/.test(v),
      )
      .optional();
  const language = () =>
    yup
      .string()
      .typeError(m.languageInvalid)
      .required(m.languageRequired)
      .oneOf(LANGUAGES, m.languageInvalid);
  const freeObject = () =>
    yup
      .mixed<Record<string, unknown>>()
      .test('object', m.mustBeObject, (v) => v === undefined || isPlainObject(v))
      .test('safe-keys', m.keyInvalid, (v) => hasSafeKeys(v));

  const contactMessage = yup.object({
    name: requiredText(m.nameMin, 200).min(2, m.nameMin),
    email: text(254).required(m.emailInvalid).email(m.emailInvalid),
    company: text(200).optional(),
    phone: text(50).optional(),
    message: requiredText(m.messageMin, 5000).min(10, m.messageMin),
  });

  const login = yup.object({
    username: requiredText(m.usernameRequired, 100),
    password: yup.string().typeError(m.mustBeText).required(m.passwordRequired).max(1000, m.tooLong),
  });

  /** A 6-digit TOTP code or a recovery code (xxxxx-xxxxx); spaces are ignored. */
  const twoFactorCode = yup
    .string()
    .typeError(m.mustBeText)
    .transform((value: unknown) =>
      typeof value === 'string' ? value.replace(/\s+/g, '').toLowerCase() : value,
    )
    .required(m.codeInvalid)
    .matches(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/, m.codeInvalid);

  const twoFactorConfirm = yup.object({ code: twoFactorCode });
  const twoFactorLogin = yup.object({
    challenge: yup.string().typeError(m.mustBeText).required(m.challengeRequired).max(4000, m.tooLong),
    code: twoFactorCode,
  });
  const twoFactorChallenge = twoFactorLogin.pick(['challenge']);
  const securityPolicy = yup.object({
    requireTwoFactor: yup.boolean().typeError(m.mustBeBoolean).strict().required(m.mustBeBoolean),
  });

  const teamMember = yup.object({
    name: requiredText(m.nameRequired, 200),
    position: requiredText(m.positionRequired, 200),
    bio: requiredText(m.bioRequired, 5000),
    image: text(2000).default(''),
    linkedin: text(2000).default(''),
    expertise: textList(),
  });

  const project = yup.object({
    title: requiredText(m.titleRequired, 300),
    slug: requiredText(m.slugRequired, 200).matches(SLUG_PATTERN, m.slugInvalid),
    language: language(),
    description: requiredText(m.descriptionRequired, 20000),
    briefDescription: requiredText(m.briefDescriptionRequired, 1000),
    features: textList(),
    advantages: textList(),
    useCases: textList(),
    youtubeUrl: httpUrl(),
    imageUrl: imageRef(),
    category: requiredText(m.categoryRequired, 100),
    status: yup
      .string()
      .typeError(m.statusInvalid)
      .oneOf(PROJECT_STATUSES, m.statusInvalid)
      .default('active'),
    sortOrder: yup
      .number()
      .typeError(m.sortOrderNumber)
      .min(MIN_PROJECT_SORT_ORDER, m.sortOrderMin)
      .default(0),
  });

  const password = () =>
    yup.string().typeError(m.mustBeText).min(MIN_PASSWORD_LENGTH, m.passwordMin).max(1000, m.tooLong);
  const username = () => requiredText(m.usernameMin, 50).min(MIN_USERNAME_LENGTH, m.usernameMin);
  const userEmail = () => text(254).required(m.userEmailInvalid).email(m.userEmailInvalid);
  const role = () => yup.string().typeError(m.roleInvalid).oneOf(ROLES, m.roleInvalid);
  const isActive = () => yup.boolean().typeError(m.mustBeBoolean);

  const userCreate = yup.object({
    username: username(),
    email: userEmail(),
    password: password().required(m.passwordMin),
    role: role().default('admin'),
    isActive: isActive().default(true),
  });

  /** Edit: every field optional; a blank password keeps the current one. */
  const userUpdate = yup.object({
    username: username().optional(),
    email: text(254).email(m.userEmailInvalid).optional(),
    password: password().transform(emptyToUndefined).optional(),
    role: role().optional(),
    isActive: isActive().optional(),
  });

  const resetPassword = yup.object({ password: password().required(m.passwordMin) });

  const resetPasswordForm = yup.object({
    newPassword: password().required(m.passwordMin),
    confirmPassword: password()
      .required(m.passwordMin)
      .oneOf([yup.ref('newPassword')], m.passwordsMismatch),
  });

  const submissionUpdate = yup.object({
    status: yup
      .string()
      .typeError(m.submissionStatusInvalid)
      .oneOf(SUBMISSION_STATUSES, m.submissionStatusInvalid)
      .optional(),
    priority: yup
      .string()
      .typeError(m.priorityInvalid)
      .oneOf(SUBMISSION_PRIORITIES, m.priorityInvalid)
      .optional(),
    notes: text(10000).optional(),
  });

  const heroData = yup.object({
    badgeText: text(200).optional(),
    badge: text(200).optional(),
    heading: text(500).optional(),
    subtitle: text(2000).optional(),
    primaryCTA: text(100).optional(),
    secondaryCTA: text(100).optional(),
    backgroundImage: imageRef(),
    gradientOverlay: yup
      .string()
      .typeError(m.gradientInvalid)
      .matches(GRADIENT_TOKEN_PATTERN, m.gradientInvalid)
      .optional(),
    imageOpacity: yup
      .number()
      .typeError(m.opacityRange)
      .min(0, m.opacityRange)
      .max(100, m.opacityRange)
      .optional(),
    alignment: yup
      .string()
      .typeError(m.alignmentInvalid)
      .oneOf(HERO_ALIGNMENTS, m.alignmentInvalid)
      .optional(),
    showParallax: isActive().optional(),
    showAnimations: isActive().optional(),
  });

  const service = yup.object({
    id: requiredText(m.serviceIdRequired, 100),
    title: text(300).default(''),
    description: text(5000).default(''),
    features: textList(),
    icon: text(100).default(''),
  });

  const servicesData = yup.object({
    title: text(300).optional(),
    subtitle: text(2000).optional(),
    services: yup.array().typeError(m.mustBeList).of(service).default([]),
  });

  const teamData = yup.object({
    title: text(300).optional(),
    subtitle: text(2000).optional(),
    members: yup.array().typeError(m.mustBeList).of(teamMember).default([]),
  });

  const contactData = yup.object({
    title: text(300).optional(),
    subtitle: text(2000).optional(),
    description: text(2000).optional(),
    email: text(254).optional(),
    phone: text(50).optional(),
    address: text(1000).optional(),
  });

  /** Sections without a fixed shape (about, footer) accept any object with safe keys. */
  const freeSection = freeObject().required(m.mustBeObject);

  const contentSave = yup.object({
    section: yup
      .string()
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
  };
}

export type Schemas = ReturnType<typeof build>;

const built: Partial<Record<Language, Schemas>> = {};
/** The schemas with messages in one language (the services use English). */
export function schemasFor(language: Language): Schemas {
  return (built[language] ??= build(validationMessages[language]));
}
export const schemas: Schemas = schemasFor('en');

export type ContactMessageInput = yup.InferType<Schemas['contactMessage']>;
export type LoginInput = yup.InferType<Schemas['login']>;
export type ProjectInput = yup.InferType<Schemas['project']>;
export type UserCreateInput = yup.InferType<Schemas['userCreate']>;
export type UserUpdateInput = yup.InferType<Schemas['userUpdate']>;
export type SubmissionUpdateInput = yup.InferType<Schemas['submissionUpdate']>;
export type ContentSaveInput = yup.InferType<Schemas['contentSave']>;
