/**
 * The environment each Rawi component reads at start-up, as the deploy files must wire it (the
 * chart, docker-compose, the chart-wiring run). The config loaders (services/kit/src/config.ts and
 * each component's config.ts) are the source of truth; this is the same table, written down for
 * the deploy checks. Any NAME may instead be given as NAME_FILE, a path whose content is the value
 * (the kit's loadConfig reads it): the chart does that for every secret.
 */
import {
  COMPONENT_NAMES,
  SERVICE_NAMES,
  UPSTREAM_VARIABLES,
  type ComponentName,
} from '../proto/src/api/services.ts';

export const SERVICES = SERVICE_NAMES;
export const COMPONENTS = COMPONENT_NAMES;
export type Component = ComponentName;

export interface EnvContract {
  /** Variables the component must get (the chart sets defaults explicitly too). */
  required: readonly string[];
  /** Variables it may get. */
  optional: readonly string[];
}

const SERVICE_ENV = ['PORT', 'HOST', 'LOG_LEVEL', 'MONGO_URL', 'NATS_URL', 'JWT_PUBLIC_KEY', 'PUBLIC_URL'];
/** Every service may also be told how many copies of each event the NATS cluster keeps. */
const SERVICE_OPTIONAL = ['METRICS_PORT', 'METRICS_HOST', 'NATS_STREAM_REPLICAS', 'TOKEN_CHECK_STALE_MS'];

export const ENV_CONTRACT: Record<Component, EnvContract> = {
  gateway: {
    required: [
      'PORT',
      'PUBLIC_URL',
      'JWT_PUBLIC_KEY',
      'IDENTITY_URL',
      'CONTENT_URL',
      'PROJECTS_URL',
      'MEDIA_URL',
      'CONTACT_URL',
      'WEB_URL',
      'UPSTREAM_TIMEOUT_MS',
      'LOG_LEVEL',
      'TRUST_PROXY_HOPS',
      'NATS_URL',
      'CACHE_MAX_BYTES',
      'CACHE_MAX_ENTRY_BYTES',
      'CACHE_STALE_MS',
    ],
    optional: [
      'HOST',
      'METRICS_PORT',
      'METRICS_HOST',
      'NATS_STREAM_REPLICAS',
      'TOKEN_CHECK_STALE_MS',
      'UPSTREAM_WRITE_TIMEOUT_MS',
    ],
  },
  identity: {
    required: [
      ...SERVICE_ENV,
      'JWT_PRIVATE_KEY',
      'JWT_TTL_SECONDS',
      'ADMIN_USERNAME',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
    ],
    optional: [
      'PASSWORD_RESET_TTL_MINUTES',
      'TOTP_ENCRYPTION_KEY',
      'ACTIVITY_RETENTION_DAYS',
      ...SERVICE_OPTIONAL,
    ],
  },
  content: { required: [...SERVICE_ENV, 'SEED_DEMO'], optional: ['HISTORY_VERSIONS', ...SERVICE_OPTIONAL] },
  projects: {
    required: [...SERVICE_ENV, 'SEED_DEMO'],
    optional: ['HISTORY_VERSIONS', 'DELETED_RETENTION_DAYS', ...SERVICE_OPTIONAL],
  },
  media: {
    required: [
      ...SERVICE_ENV,
      'S3_ENDPOINT',
      'S3_ACCESS_KEY',
      'S3_SECRET_KEY',
      'S3_BUCKET',
      'S3_REGION',
      'SEED_DEMO',
    ],
    optional: ['UPLOAD_TMP_DIR', ...SERVICE_OPTIONAL],
  },
  contact: {
    required: SERVICE_ENV,
    optional: [
      'SMTP_URL',
      'NOTIFY_EMAIL',
      'MAIL_FROM',
      'CONTACT_RATE_LIMIT',
      'CONTACT_FORM_SECRET',
      'CONTACT_FREE_MESSAGES_PER_HOUR',
      'CONTACT_RETENTION_DAYS',
      'CONTACT_RESOLVED_RETENTION_DAYS',
      ...SERVICE_OPTIONAL,
    ],
  },
  // web/server/config.ts: WEB_DIST defaults to the image's web/dist; without API_URL no page
  // reads projects (no 404 for an unknown slug, no sitemap).
  web: {
    required: ['PORT'],
    optional: [
      'WEB_DIST',
      'WEB_SSR',
      'HOST',
      'METRICS_PORT',
      'METRICS_HOST',
      'PUBLIC_URL',
      'API_URL',
      'NATS_URL',
      'LOG_LEVEL',
      'PAGE_CACHE_MAX_BYTES',
      'PAGE_CACHE_STALE_MS',
    ],
  },
};

/** Variables whose values are credentials: the chart never puts them in a ConfigMap. */
export const SECRET_ENV = [
  'MONGO_URL',
  'JWT_PRIVATE_KEY',
  'ADMIN_PASSWORD',
  'TOTP_ENCRYPTION_KEY',
  'S3_ACCESS_KEY',
  'S3_SECRET_KEY',
  'SMTP_URL',
  'CONTACT_FORM_SECRET',
] as const;

/** The gateway variable that names each upstream. */
export const UPSTREAM_ENV: Record<Exclude<Component, 'gateway'>, string> = UPSTREAM_VARIABLES;

/** What the container runs (the Dockerfiles' CMD), relative to the repository root. */
export const ENTRY_POINTS: Record<Component, string> = {
  gateway: 'gateway/src/index.ts',
  identity: 'services/identity/src/index.ts',
  content: 'services/content/src/index.ts',
  projects: 'services/projects/src/index.ts',
  media: 'services/media/src/index.ts',
  contact: 'services/contact/src/index.ts',
  web: 'web/server/index.ts',
};

/**
 * Readiness probe paths. Every component answers /healthz; the services answer /readyz when
 * their database and NATS are reachable. Web has no dependencies, and the gateway's /readyz
 * reports every upstream, so one service being down must not pull the gateway out of rotation.
 */
export function readinessPath(component: Component): string {
  return component === 'web' || component === 'gateway' ? '/healthz' : '/readyz';
}
