/**
 * The import takes a project's fields from the shared project schema, so a field added there
 * travels from the archive to the target with no change to the importer: this file adds one
 * (`subtitle`) to the schema and imports an archive holding it into a stand-in target API.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { PassThrough, Readable } from 'node:stream';
import mongoose from 'mongoose';
import type * as Proto from '@rawi/proto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentsEntry, type Manifest } from '../src/archive/format.ts';
import type { ArchiveSource } from '../src/archive/reader.ts';
import { ArchiveWriter } from '../src/archive/writer.ts';
import { importContent, type ImportTarget } from '../src/import.ts';

vi.mock('@rawi/proto', async (importOriginal) => {
  const proto = await importOriginal<typeof Proto>();
  const { string } = await import('yup');
  return {
    ...proto,
    schemas: { ...proto.schemas, project: proto.schemas.project.shape({ subtitle: string().optional() }) },
  };
});

const { EJSON } = mongoose.mongo.BSON;

const archived = {
  _id: new mongoose.Types.ObjectId(),
  title: 'Voice banking',
  slug: 'voice-banking',
  language: 'en',
  translationKey: 'voice-banking',
  description: 'Spoken Arabic for the bank’s customers, end to end.',
  briefDescription: 'Spoken Arabic for banks.',
  category: 'Speech',
  status: 'active',
  sortOrder: 0,
  subtitle: 'Najdi and Hijazi, first',
  revision: 4,
  createdAt: new Date('2026-01-05T09:00:00Z'),
};

/** An archive holding the one project above, as the backup writes it. */
async function archiveOf(): Promise<ArchiveSource> {
  const chunks: Buffer[] = [];
  const output = new PassThrough();
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = new ArchiveWriter(output);
  await writer.writeHeader();
  const path = documentsEntry('rawi_projects', 'projects', 0);
  await writer.addBuffer(path, Buffer.from(`${EJSON.stringify(archived, { relaxed: false })}\n`));
  const manifest: Omit<Manifest, 'parts'> = {
    format: 'rawi-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    consistency: { writesPaused: true, snapshotReads: true, pendingEvents: 0 },
    databases: [
      {
        name: 'rawi_projects',
        collections: [{ name: 'projects', documents: 1, indexes: '', parts: [path] }],
      },
    ],
    media: { bucket: 'rawi-media', objects: 0, bytes: 0 },
  };
  await writer.finish(manifest);
  const bytes = Buffer.concat(chunks);
  return { describe: 'test archive', open: async () => Readable.from([bytes]) };
}

/** The target's API as the import uses it: its lists, and the projects it is sent. */
const target = {
  projects: [] as Array<Record<string, unknown>>,
  sent: [] as Array<{ method: string; path: string; body: Record<string, unknown> }>,
};
let server: Server;
let site: ImportTarget;

const bodyOf = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
};

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const path = req.url ?? '';
    const body = await bodyOf(req);
    const reply = (value: unknown) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(value));
    };
    if (req.method === 'GET' && path === '/api/media') return reply([]);
    if (req.method === 'GET' && path === '/api/projects') return reply(target.projects);
    if (req.method === 'POST' || req.method === 'PUT') {
      target.sent.push({ method: req.method, path, body });
      return reply({ id: 'p1', ...body });
    }
    res.statusCode = 404;
    return reply({ error: { code: 'not_found', message: path } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  site = { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, token: 't' };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a field added to the project schema', () => {
  it('is sent to the target with the rest of the project, the target’s own fields left out', async () => {
    target.projects = [];
    target.sent = [];
    const plan = await importContent(await archiveOf(), site, { dryRun: false });
    expect(plan.projects).toEqual([{ slug: 'voice-banking', language: 'en', action: 'create' }]);
    expect(target.sent).toHaveLength(1);
    expect(target.sent[0]).toMatchObject({ method: 'POST', path: '/api/projects' });
    expect(target.sent[0]?.body.subtitle).toBe('Najdi and Hijazi, first');
    expect(target.sent[0]?.body).not.toHaveProperty('revision');
    expect(target.sent[0]?.body).not.toHaveProperty('createdAt');
  });

  it('decides whether a project changed: the same value is left alone, another is updated', async () => {
    const stored = { id: 'p1', ...target.sent[0]?.body };
    target.projects = [stored];
    target.sent = [];
    const same = await importContent(await archiveOf(), site, { dryRun: false });
    expect(same.projects[0]?.action).toBe('unchanged');
    expect(target.sent).toEqual([]);

    target.projects = [{ ...stored, subtitle: 'Gulf dialects' }];
    const changed = await importContent(await archiveOf(), site, { dryRun: false });
    expect(changed.projects[0]).toMatchObject({ action: 'update', id: 'p1' });
    expect(target.sent).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api/projects/p1',
        body: expect.objectContaining({ subtitle: 'Najdi and Hijazi, first' }),
      }),
    ]);
  });
});
