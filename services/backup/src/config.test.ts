import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BackupConfigError, loadBackupConfig } from './config.ts';

const media = { S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY: 'key', S3_SECRET_KEY: 'secret' };

describe('rawi-backup configuration', () => {
  it('reaches every database with MONGO_URL, or each with its own URL read from a file', () => {
    expect(loadBackupConfig({ ...media, MONGO_URL: 'mongodb://db:27017/any' }).mongoUrls).toEqual({
      rawi_identity: 'mongodb://db:27017/any',
      rawi_content: 'mongodb://db:27017/any',
      rawi_projects: 'mongodb://db:27017/any',
      rawi_media: 'mongodb://db:27017/any',
      rawi_contact: 'mongodb://db:27017/any',
    });
    const dir = mkdtempSync(join(tmpdir(), 'rawi-backup-config-'));
    const env: Record<string, string> = { ...media };
    for (const service of ['IDENTITY', 'CONTENT', 'PROJECTS', 'MEDIA', 'CONTACT']) {
      const file = join(dir, service);
      writeFileSync(file, `mongodb://${service.toLowerCase()}:pw@db:27017/rawi_${service.toLowerCase()}\n`);
      env[`MONGO_URL_${service}_FILE`] = file;
    }
    const config = loadBackupConfig(env);
    rmSync(dir, { recursive: true, force: true });
    expect(config.mongoUrls.rawi_projects).toBe('mongodb://projects:pw@db:27017/rawi_projects');
    expect(config.target).toEqual({ kind: 'none' });
  });

  it('writes to a folder or a bucket, keeping BACKUP_KEEP archives', () => {
    const base = { ...media, MONGO_URL: 'mongodb://db/x' };
    expect(loadBackupConfig({ ...base, BACKUP_DIR: '/backups', BACKUP_KEEP: '3' }).target).toEqual({
      kind: 'dir',
      dir: '/backups',
      keep: 3,
    });
    expect(loadBackupConfig({ ...base, BACKUP_S3_BUCKET: 'rawi-backups' }).target).toEqual({
      kind: 's3',
      bucket: 'rawi-backups',
      prefix: 'rawi-backups/',
      keep: 7,
      s3: { endpoint: 'http://minio:9000', accessKey: 'key', secretKey: 'secret', region: 'us-east-1' },
    });
  });

  it('lists every missing or bad variable at once', () => {
    let message = '';
    try {
      loadBackupConfig({
        S3_ENDPOINT: 'not a url',
        BACKUP_KEEP: '0',
        BACKUP_DIR: '/b',
        BACKUP_S3_BUCKET: 'x',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(BackupConfigError);
      message = (error as Error).message;
    }
    expect(
      message
        .split('\n')
        .slice(1)
        .map((line) => line.trim()),
    ).toEqual([
      'MONGO_URL is required (or each of MONGO_URL_IDENTITY, MONGO_URL_CONTENT, MONGO_URL_PROJECTS, MONGO_URL_MEDIA, MONGO_URL_CONTACT)',
      'S3_ENDPOINT must be a URL',
      'S3_ACCESS_KEY is required',
      'S3_SECRET_KEY is required',
      'BACKUP_KEEP must be a whole number of at least 1',
      'set BACKUP_DIR or BACKUP_S3_BUCKET, not both',
    ]);
  });
});
