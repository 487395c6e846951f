/**
 * rawi-backup's settings, from the variables the services use: MONGO_URL (one URL that may
 * reach all five databases) or one per database (MONGO_URL_IDENTITY, MONGO_URL_CONTENT,
 * MONGO_URL_PROJECTS, MONGO_URL_MEDIA, MONGO_URL_CONTACT: the services' own users), the media
 * bucket's S3_* and NATS_URL, plus where archives are kept. `NAME_FILE` stands in for `NAME`
 * with the file's content (the chart mounts secrets as files). Every missing or bad variable is
 * listed at once.
 */
import { readFileSync } from 'node:fs';
import { DATABASES, type DatabaseName } from './archive/format.ts';
import type { S3Options } from './bucket.ts';

/** The variable naming one database's URL, e.g. MONGO_URL_IDENTITY for rawi_identity. */
export const mongoUrlVariable = (db: DatabaseName) => `MONGO_URL_${db.slice('rawi_'.length).toUpperCase()}`;

export interface BackupConfig {
  mongoUrls: Record<DatabaseName, string>;
  natsUrl: string | undefined;
  natsReplicas: number;
  media: S3Options & { bucket: string };
  /** Where `backup` writes when no --out is given: a folder (a PVC) or an S3-compatible bucket. */
  target:
    | { kind: 'dir'; dir: string; keep: number }
    | { kind: 's3'; s3: S3Options; bucket: string; prefix: string; keep: number }
    | { kind: 'none' };
}

export class BackupConfigError extends Error {}

type Env = Record<string, string | undefined>;

const SECRET_VARIABLES = [
  'MONGO_URL',
  ...DATABASES.map(mongoUrlVariable),
  'S3_ACCESS_KEY',
  'S3_SECRET_KEY',
  'NATS_URL',
  'BACKUP_S3_ACCESS_KEY',
  'BACKUP_S3_SECRET_KEY',
];

/** The environment with each `NAME_FILE` read into `NAME` (when NAME itself is not set). */
function withFiles(given: Env, problems: string[]): Env {
  const env = { ...given };
  for (const name of SECRET_VARIABLES) {
    const file = given[`${name}_FILE`];
    if (given[name] || !file) continue;
    try {
      env[name] = readFileSync(file, 'utf8').trim();
    } catch (error) {
      problems.push(`${name}_FILE: cannot read ${file} (${(error as Error).message})`);
    }
  }
  return env;
}

export function loadBackupConfig(given: Env = process.env): BackupConfig {
  const problems: string[] = [];
  const env = withFiles(given, problems);
  const required = (name: string) => {
    const value = env[name];
    if (!value) problems.push(`${name} is required`);
    return value ?? '';
  };
  const url = (name: string, value: string) => {
    if (!value) return value;
    try {
      new URL(value);
    } catch {
      problems.push(`${name} must be a URL`);
    }
    return value;
  };
  const positive = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) problems.push(`${name} must be a whole number of at least 1`);
    return value;
  };
  const mongoUrls = {} as Record<DatabaseName, string>;
  const missing: string[] = [];
  const badUrls = new Set<string>();
  for (const db of DATABASES) {
    const own = env[mongoUrlVariable(db)];
    const value = own || env.MONGO_URL || '';
    if (!value) missing.push(mongoUrlVariable(db));
    else if (!/^mongodb(\+srv)?:\/\//.test(value)) badUrls.add(own ? mongoUrlVariable(db) : 'MONGO_URL');
    mongoUrls[db] = value;
  }
  if (missing.length > 0) problems.push(`MONGO_URL is required (or each of ${missing.join(', ')})`);
  for (const name of badUrls) problems.push(`${name} must be a mongodb:// URL`);
  const media = {
    endpoint: url('S3_ENDPOINT', required('S3_ENDPOINT')),
    accessKey: required('S3_ACCESS_KEY'),
    secretKey: required('S3_SECRET_KEY'),
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET || 'rawi-media',
  };
  const keep = positive('BACKUP_KEEP', 7);
  let target: BackupConfig['target'] = { kind: 'none' };
  if (env.BACKUP_DIR && env.BACKUP_S3_BUCKET) problems.push('set BACKUP_DIR or BACKUP_S3_BUCKET, not both');
  else if (env.BACKUP_DIR) target = { kind: 'dir', dir: env.BACKUP_DIR, keep };
  else if (env.BACKUP_S3_BUCKET)
    target = {
      kind: 's3',
      bucket: env.BACKUP_S3_BUCKET,
      prefix: env.BACKUP_S3_PREFIX ?? 'rawi-backups/',
      keep,
      s3: {
        endpoint: url('BACKUP_S3_ENDPOINT', env.BACKUP_S3_ENDPOINT || media.endpoint),
        accessKey: env.BACKUP_S3_ACCESS_KEY || media.accessKey,
        secretKey: env.BACKUP_S3_SECRET_KEY || media.secretKey,
        region: env.BACKUP_S3_REGION || media.region,
      },
    };
  const natsReplicas = positive('NATS_STREAM_REPLICAS', 1);
  if (env.NATS_URL) url('NATS_URL', env.NATS_URL.replace(/^nats:/, 'http:'));
  if (problems.length > 0) throw new BackupConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return { mongoUrls, natsUrl: env.NATS_URL || undefined, natsReplicas, media, target };
}
