/**
 * Backup and restore figures for docs/operations.md: seconds and archive bytes for the demo site (the
 * whole stack running, writes paused during the copy) and for a large site (10,000 projects with
 * a saved version each, 1 GB of media in 4 MB objects of incompressible bytes), each restored
 * into fresh servers. Everything happens in its own data folder, removed at the end.
 *
 *   node services/backup/scripts/figures.ts [--projects 10000] [--media-mb 1024]
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import { freeStackPorts, startStack } from '../../../deploy/local/stack.ts';
import { startInfra } from '../../kit/src/dev/infra.ts';
import type { ArchiveSource } from '../src/archive/reader.ts';
import { takeBackup } from '../src/backup.ts';
import { ensureBucket, s3Client } from '../src/bucket.ts';
import type { BackupConfig } from '../src/config.ts';
import { restoreArchive } from '../src/restore.ts';
import { fileSink } from '../src/targets.ts';
import { configFor } from '../test/support.ts';

const { values } = parseArgs({
  options: {
    projects: { type: 'string', default: '10000' },
    'media-mb': { type: 'string', default: '1024' },
  },
});
const PROJECTS = Number(values.projects);
const MEDIA_MB = Number(values['media-mb']);
const OBJECT_MB = 4;

const workDir = mkdtempSync(join(tmpdir(), 'rawi-backup-figures-'));
const file = (path: string): ArchiveSource => ({ describe: path, open: async () => createReadStream(path) });
const seconds = (since: number) => (Date.now() - since) / 1000;

interface Figures {
  site: string;
  backupSeconds: number;
  archiveBytes: number;
  restoreSeconds: number;
  documents: number;
  objects: number;
}

async function measure(site: string, source: BackupConfig, label: string): Promise<Figures> {
  const archive = join(workDir, `${label}.tar.gz`);
  const sink = fileSink(archive);
  let started = Date.now();
  const manifest = await takeBackup(source, sink.stream);
  await sink.commit();
  const backupSeconds = seconds(started);
  const target = await startInfra({ dataDir: join(workDir, `${label}-restored`) });
  try {
    started = Date.now();
    const report = await restoreArchive(configFor(target), file(archive));
    return {
      site,
      backupSeconds,
      archiveBytes: statSync(archive).size,
      restoreSeconds: seconds(started),
      documents: report.documents,
      objects: manifest.media.objects,
    };
  } finally {
    await target.stop();
  }
}

async function demoSite(): Promise<Figures> {
  const dataDir = join(workDir, 'demo');
  const stack = await startStack({
    dataDir,
    ports: await freeStackPorts(),
    seedDemo: true,
    adminPassword: 'figures-Admin-pass-1',
    logLevel: 'warn',
  });
  try {
    return await measure('demo site (seeded, services running)', configFor(stack.infra), 'demo');
  } finally {
    await stack.stop();
  }
}

async function largeSite(): Promise<Figures> {
  const infra = await startInfra({ dataDir: join(workDir, 'large') });
  try {
    const config = configFor(infra);
    const client = await new mongoose.mongo.MongoClient(config.mongoUrls.rawi_projects).connect();
    try {
      const projects = client.db('rawi_projects').collection('projects');
      const versions = client.db('rawi_projects').collection('versions');
      for (let start = 0; start < PROJECTS; start += 1000) {
        const batch = Array.from({ length: Math.min(1000, PROJECTS - start) }, (_, k) => {
          const i = start + k;
          const project = {
            _id: new mongoose.mongo.ObjectId(),
            title: `Project ${i}`,
            slug: `project-${i}`,
            language: i % 2 ? 'ar' : 'en',
            description: `A deployment of offline Arabic AI number ${i}. `.repeat(12),
            briefDescription: `Deployment ${i}`,
            features: ['Offline', 'Arabic-first', 'Secure'],
            advantages: ['Data stays inside'],
            useCases: ['Banking'],
            category: 'Enterprise',
            status: 'active',
            sortOrder: i,
            revision: 1,
            eventsPending: 0,
            createdAt: new Date(),
            updatedAt: new Date(),
          };
          return project;
        });
        await projects.insertMany(batch);
        await versions.insertMany(
          batch.map((p) => ({
            item: `project:${String(p._id)}`,
            data: p,
            author: null,
            reason: 'save',
            savedAt: new Date(),
          })),
        );
      }
      const media = client.db('rawi_media').collection('media');
      const s3 = s3Client(config.media);
      await ensureBucket(s3, 'rawi-media', 'us-east-1');
      const count = Math.ceil(MEDIA_MB / OBJECT_MB);
      for (let i = 0; i < count; i += 1) {
        const body = randomBytes(OBJECT_MB * 1024 * 1024);
        const filename = `${crypto.randomUUID()}.bin`;
        await s3.putObject('rawi-media', filename, body, body.length, {
          'Content-Type': 'application/octet-stream',
        });
        await media.insertOne({
          filename,
          originalName: `video-${i}.mp4`,
          type: 'video/mp4',
          size: body.length,
        });
      }
    } finally {
      await client.close();
    }
    return await measure(`${PROJECTS} projects + ${MEDIA_MB} MB of media`, config, 'large');
  } finally {
    await infra.stop();
  }
}

try {
  const results = [await demoSite(), await largeSite()];
  console.log('\n| site | documents | media objects | backup | archive | restore |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of results)
    console.log(
      `| ${r.site} | ${r.documents} | ${r.objects} | ${r.backupSeconds.toFixed(1)} s | ${(r.archiveBytes / 1024 / 1024).toFixed(1)} MB | ${r.restoreSeconds.toFixed(1)} s |`,
    );
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
