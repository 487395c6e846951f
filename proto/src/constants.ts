/** The product's fixed values and limits (languages, sections, roles, statuses, sizes, counts), shared by every service and the web app. */

export const PRODUCT = 'Rawi';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const STORAGE_KEYS = {
  language: 'rawi-language',
  token: 'rawi-token',
  user: 'rawi-user',
  /** An editor's unsaved section, shown by the landing page's preview (?preview=content). */
  contentPreview: 'rawi-content-preview',
} as const;

/**
 * Where the web build's hashed files are served: a file's name changes with its bytes, so the web
 * container sends them immutable for a year and the gateway keeps them without ever dropping one.
 */
export const BUILD_ASSETS_PATH = '/assets/';

/** How long an editor's preview draft stays usable. */
export const CONTENT_PREVIEW_TTL_MS = 30 * 60 * 1000;

export const CONTENT_SECTIONS = ['hero', 'services', 'team', 'contact', 'about', 'footer'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

/**
 * A page's meta title and description: search engines show about this many characters (the
 * editors' counters), and refuse nothing; a save refuses more than the hard maximum.
 */
export const SEO_TITLE_LENGTH = 60;
export const SEO_DESCRIPTION_LENGTH = 160;
export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 320;

/** An image's alt text: a sentence or two (screen readers read it whole, without pause). */
export const ALT_TEXT_MAX = 250;

export const ROLES = ['admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

export const PROJECT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const SUBMISSION_STATUSES = ['new', 'in_progress', 'resolved'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SUBMISSION_PRIORITIES = ['low', 'medium', 'high'] as const;
export type SubmissionPriority = (typeof SUBMISSION_PRIORITIES)[number];

export const HERO_GRADIENTS = ['blue-900-to-blue-700', 'slate-900-to-slate-700'] as const;
/** A gradient token: the two named ones or any `<colour>-<shade>-to-<colour>-<shade>`. */
export const GRADIENT_TOKEN_PATTERN = /^[a-z]+-\d{2,3}-to-[a-z]+-\d{2,3}$/;
export const HERO_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type HeroAlignment = (typeof HERO_ALIGNMENTS)[number];

export const HERO_DEFAULTS = {
  imageOpacity: 30,
  gradientOverlay: 'blue-900-to-blue-700',
  showParallax: true,
  showAnimations: true,
  alignmentFor: (language: Language): HeroAlignment => (language === 'ar' ? 'right' : 'left'),
} as const;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
/** What an upload is for: the media library takes images; the content page also takes videos (`?kind=content`). */
export const UPLOAD_KINDS = ['media', 'content'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const UPLOAD_TYPES: Record<UploadKind, readonly string[]> = {
  media: IMAGE_TYPES,
  content: [...IMAGE_TYPES, ...VIDEO_TYPES],
};

export const MIN_USERNAME_LENGTH = 3;
export const MIN_PASSWORD_LENGTH = 6;
export const MIN_PROJECT_SORT_ORDER = 0;
export const YOUTUBE_ID_LENGTH = 11;

export const LANDING_PROJECTS_PER_CATEGORY = 6;
export const LANDING_CARD_FEATURES = 2;
export const LANDING_CARD_USE_CASES = 3;
export const TEAM_CARD_EXPERTISE = 3;
export const PUBLIC_LIST_CARD_FEATURES = 3;
export const ADMIN_PROJECT_CARD_FEATURES = 2;
export const LOADING_SKELETONS = 6;
export const NAV_SCROLL_THRESHOLD_PX = 20;

export const CONTACT_SUBMISSIONS_CACHE_MS = 30_000;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** Paths of the default images the web app ships (spec: default person, AI bot, hero background). */
export const DEFAULT_IMAGES = {
  person: '/images/default-person.svg',
  bot: '/images/default-ai-bot.svg',
  heroBackground: '/images/default-hero-background.svg',
} as const;

/** Versions kept per content section+language and per project (HISTORY_VERSIONS). */
export const HISTORY_VERSIONS = 50;
/** Days a deleted project stays restorable (DELETED_RETENTION_DAYS). */
export const DELETED_RETENTION_DAYS = 30;

/** What the activity log groups changes by (its filter). */
export const ACTIVITY_KINDS = [
  'content',
  'project',
  'media',
  'submission',
  'user',
  'sign-in',
  'password',
  'two-factor',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
/** Days activity records are kept (ACTIVITY_RETENTION_DAYS). */
export const ACTIVITY_RETENTION_DAYS = 365;
/** Entries per page of the activity list, and the most one call may ask for. */
export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_MAX_PAGE_SIZE = 200;

/** Whether a string can be a MongoDB ObjectId: anything else names no item (404, never a cast error). */
export const isObjectId = (value: string): boolean => /^[0-9a-f]{24}$/i.test(value);

/** Who the activity log and history name for a change made at a scheduled time. */
export const SCHEDULER_ACTOR = { id: 'scheduler', username: 'scheduler' } as const;
/** How often each projects replica looks for scheduled changes that are due. */
export const SCHEDULE_POLL_MS = 1000;
