/** The product's entities as the API sends them (ids are strings, dates ISO strings). */
import type {
  ActivityKind,
  ContentSection,
  Language,
  ProjectStatus,
  Role,
  SubmissionPriority,
  SubmissionStatus,
  HeroAlignment,
} from './constants.ts';
import type { FocalPoint, ImageVariant } from './images/images.ts';

export interface User {
  id: string;
  username: string;
  email: string;
  role: Role;
  isActive: boolean;
  lastLogin: string | null;
  createdAt: string;
  updatedAt: string;
  /** Whether the user signs in with a second factor (in user lists). */
  twoFactorEnabled?: boolean;
  /** Moves on with every edit; an edit sends the one it started from (If-Match) and gets 409 if it moved. */
  revision?: number;
}

export interface LoginReply {
  user: User;
  token: string;
}

export interface ContentItem<D = Record<string, unknown>> {
  section: ContentSection;
  language: Language;
  data: D;
  updatedAt: string;
  /** Moves on with every save; a save sends the one it started from (If-Match) and gets 409 if it moved. */
  revision?: number;
}

/**
 * What an editor has a page say of itself to search engines and link previews; a text left
 * blank is derived from the page, an image left blank is the page's own.
 */
export interface PageSeo {
  title?: string;
  description?: string;
  /** The Open Graph image: a link, or an image this site serves. */
  ogImage?: string;
}

export interface HeroData {
  badgeText?: string;
  /** Older content used `badge`; readers accept both. */
  badge?: string;
  heading?: string;
  subtitle?: string;
  primaryCTA?: string;
  secondaryCTA?: string;
  backgroundImage?: string;
  gradientOverlay?: string;
  imageOpacity?: number;
  alignment?: HeroAlignment;
  showParallax?: boolean;
  showAnimations?: boolean;
  /** The landing page's meta title, description and Open Graph image. */
  seo?: PageSeo;
  /** The projects page's (/projects), kept with the landing page's as the site's page texts. */
  projectsSeo?: PageSeo;
}

export interface Service {
  id: string;
  title: string;
  description: string;
  features: string[];
  icon: string;
}

export interface ServicesData {
  title?: string;
  subtitle?: string;
  services: Service[];
}

export interface TeamMember {
  name: string;
  position: string;
  bio: string;
  image: string;
  /** The photo's text alternative in the section's language (required with a photo unless decorative). */
  imageAlt?: string;
  /** The photo says nothing the card does not (drawn with an empty `alt`). */
  imageDecorative?: boolean;
  linkedin: string;
  expertise: string[];
}

export interface TeamData {
  title?: string;
  subtitle?: string;
  members: TeamMember[];
}

export interface ContactData {
  title?: string;
  subtitle?: string;
  description?: string;
  email?: string;
  phone?: string;
  address?: string;
}

export interface ContactMessage {
  name: string;
  email: string;
  company?: string;
  phone?: string;
  message: string;
  /** The signed form token (GET /api/contact/token); without a valid one the message is not stored. */
  formToken?: string;
  /** The solution of the token's puzzle, when it asks one. */
  proof?: string;
  /** The honeypot: hidden from people, so any value marks a script. */
  website?: string;
}

/**
 * The 409 `challenge_raised` a contact message gets when its proof solved its token's puzzle but
 * the sender now owes more work: a new token asking `bits`, to solve and send the message again with.
 */
export interface ChallengeRaised {
  error: { code: string; message: string; formToken: string; bits: number };
  requestId?: string | undefined;
}

export interface ContactSubmission {
  id: string;
  name: string;
  email: string;
  phone?: string;
  company?: string;
  message: string;
  status: SubmissionStatus;
  priority: SubmissionPriority;
  notes?: string;
  createdAt: string;
  updatedAt: string;
  /** Moves on with every edit; an edit sends the one it started from (If-Match) and gets 409 if it moved. */
  revision?: number;
}

export interface MediaFile {
  id: string;
  url: string;
  originalName: string;
  filename: string;
  type: string;
  size: number;
  createdAt: string;
  /** An image's size in pixels, as shown (after its EXIF orientation); absent for videos. */
  width?: number;
  height?: number;
  /** An image's resized copies (AVIF and WebP), once made; empty for videos and until then. */
  variants: ImageVariant[];
  /**
   * What the image shows, in each language: offered as the alt text where an editor picks it
   * (each page keeps its own, which the editor may change).
   */
  alt?: MediaAlt;
  /** The image only decorates: where it is picked it is drawn with an empty `alt`. */
  decorative?: boolean;
  /** The point every crop keeps in view (its variants cut to a shape, `object-position`); unset: the centre. */
  focal?: FocalPoint;
  /** Moves on with every edit of the details above; an edit sends the one it started from (If-Match). */
  revision?: number;
}

/** An image's text alternative in each language (blank where not written yet). */
export interface MediaAlt {
  en?: string;
  ar?: string;
}

/** A library image's focal point, as the public pages read them all at once (by the image's uuid). */
export interface ImageFocus extends FocalPoint {
  id: string;
}

export interface Project {
  id: string;
  title: string;
  slug: string;
  language: Language;
  description: string;
  briefDescription: string;
  features: string[];
  advantages: string[];
  useCases: string[];
  youtubeUrl?: string;
  imageUrl?: string;
  /** The image's text alternative in the project's language (required to publish it unless decorative). */
  imageAlt?: string;
  /** The image says nothing the page does not (drawn with an empty `alt`). */
  imageDecorative?: boolean;
  /** The page's meta title and description (blank: its title and brief description). */
  seoTitle?: string;
  seoDescription?: string;
  /** The page's Open Graph image (blank: its image). */
  ogImage?: string;
  category: string;
  status: ProjectStatus;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
  /** Moves on with every save; an edit sends the one it started from (If-Match) and gets 409 if it moved. */
  revision?: number;
  /** Shared by the project's language versions (its slug unless chosen). */
  translationKey?: string;
  /** When a draft becomes active (UTC ISO); staff only. */
  publishAt?: string;
  /** When an active project becomes archived (UTC ISO); staff only. */
  unpublishAt?: string;
  /** The project's other language versions a reader may open (the page by slug only). */
  translations?: ProjectTranslation[];
}

/**
 * An old address of the site that answers 301 with another: made when a project's slug changed
 * (`slug`, kept pointing at the project's current address) or by an editor (`manual`). Each
 * language has its own; `hits` counts the visitors it sent on, `lastUsedAt` the last one.
 */
export interface Redirect {
  id: string;
  language: Language;
  from: string;
  to: string;
  kind: 'slug' | 'manual';
  hits: number;
  lastUsedAt: string | null;
  createdAt: string;
}

/**
 * What an address nobody's page takes answers: `moved` (301 to `location`, the redirect `id` to
 * count the hit), `gone` (410: a deleted or unpublished project without a published
 * counterpart), or `none` (404).
 */
export interface RedirectLookup {
  outcome: 'moved' | 'gone' | 'none';
  location?: string;
  id?: string;
}

/** Another language version of a project: where its page is. */
export interface ProjectTranslation {
  id: string;
  language: Language;
  slug: string;
}

/**
 * How a translation stands against its source (English): `missing` when a language has no
 * version, `outdated` when the source was saved after the translation's last save (and nobody
 * marked it 'No change needed' since), else `in-step`.
 */
export type TranslationState = 'missing' | 'outdated' | 'in-step';

/** One language's side of a translated item: when it was last saved, or absent. */
export interface TranslationSide {
  savedAt: string;
}

/** A content section's two languages. */
export interface ContentTranslationStatus {
  section: ContentSection;
  state: TranslationState;
  /** The language that needs work (the one missing, or the outdated translation). */
  language?: Language;
  en: TranslationSide | null;
  ar: TranslationSide | null;
}

/** A project pair's two languages, by its translation key. */
export interface ProjectTranslationStatus {
  translationKey: string;
  state: TranslationState;
  language?: Language;
  en: (TranslationSide & { id: string; slug: string; title: string }) | null;
  ar: (TranslationSide & { id: string; slug: string; title: string }) | null;
}

/** Who made a change, as the history and activity records name them. */
export interface Actor {
  id: string;
  username: string;
}

/** One saved state of a content section or a project (newest first in lists). */
export interface Version<D = Record<string, unknown>> {
  id: string;
  /** Absent for the state that existed before history was kept (the seeded demo). */
  author: Actor | null;
  savedAt: string;
  data: D;
  /** Why this version exists: a save, a restore of an older version, or a deletion. */
  reason: 'save' | 'restore' | 'delete';
}

/** A deleted project that can still be restored, with when and by whom it was deleted. */
export interface DeletedProject {
  id: string;
  title: string;
  slug: string;
  language: Language;
  deletedAt: string;
  deletedBy: Actor | null;
}

/**
 * The sign-in reply when the password was right but a second step is needed: `code` asks for
 * the 6-digit code (or a recovery code), `setup` for enrolment first (2FA is required and the
 * account has none). The challenge is a short-lived signed token for that step only.
 */
export interface TwoFactorChallenge {
  twoFactor: 'code' | 'setup';
  challenge: string;
}

/** What enrolment shows: the secret for manual entry, its otpauth:// URI and a QR code (SVG). */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** The signed-in user's two-factor state. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** A superadmin requires 2FA for every account. */
  required: boolean;
  recoveryCodesLeft: number;
}

/** Enrolment confirmed: ten single-use recovery codes, shown this once. */
export interface TwoFactorEnabled {
  recoveryCodes: string[];
}

/** Enrolment finished during sign-in: the session, and the recovery codes shown once. */
export interface TwoFactorEnrolledLogin extends LoginReply, TwoFactorEnabled {}

export interface SecurityPolicy {
  requireTwoFactor: boolean;
}

/** One recorded change or sign-in: who, what, on which item, when, from where. */
export interface ActivityEntry {
  /** The event's id: one entry per event. */
  id: string;
  at: string;
  kind: ActivityKind;
  /** The event subject, e.g. `project.updated`, `user.sign-in-failed`. */
  action: string;
  actor: Actor | null;
  target: { type: string; id?: string; label: string };
  clientAddress: string | null;
  /** A few facts about the change (a status, a role, why a sign-in failed). */
  details: Record<string, string | boolean>;
}
