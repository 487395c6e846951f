/**
 * The archive's content and projects brought into another stack (staging → production) through
 * that stack's API with an admin session, so every change is validated, kept in history,
 * announced (caches follow) and attributed like an editor's save. Content sections are matched
 * by section and language, projects by language and slug; nothing in the target is deleted.
 * Images the imported items use are uploaded when the target lacks them, and the items point
 * at the uploaded copies. A dry run prints the plan and changes nothing.
 */
import mongoose from 'mongoose';
import { API, normalizeSlug, schemas, type ContentItem, type MediaFile, type Project } from '@rawi/proto';
import { objectEntry } from './archive/format.ts';
import { readArchive, readWhole, verifyArchive, type ArchiveSource } from './archive/reader.ts';

const { EJSON } = mongoose.mongo.BSON;

/**
 * The fields of a project an import sets: every field a project save takes, as the shared
 * schema declares them (the rest belongs to the target: id, dates, revision).
 */
const PROJECT_FIELDS = Object.keys(schemas.project.fields);
/** A stored file's address in any text: its name after the media files path. */
const MEDIA_URL = new RegExp(`${API.mediaFile('')}([A-Za-z0-9._-]+)`, 'g');

export interface ImportTarget {
  url: string;
  token: string;
}

export interface ImportPlan {
  uploads: Array<{ filename: string; originalName: string; type: string }>;
  content: Array<{ section: string; language: string; action: 'update' | 'unchanged' }>;
  projects: Array<{ slug: string; language: string; action: 'create' | 'update' | 'unchanged'; id?: string }>;
}

type Json = Record<string, unknown>;

/** JSON with keys in order, so two equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Json)[k] !== undefined && (value as Json)[k] !== null)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Json)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * A project's fields as the target's API takes them. An archive made before images carried alt
 * text has none for a project's image, which a published project now needs: such an image gets
 * the alt text its page drew then, the project's title (an image marked decorative needs none).
 */
export const projectFields = (project: Json): Json => {
  const fields: Json = Object.fromEntries(
    PROJECT_FIELDS.filter((f) => project[f] !== undefined && project[f] !== null).map((f) => [
      f,
      project[f] instanceof Date ? (project[f] as Date).toISOString() : project[f],
    ]),
  );
  const shown = typeof fields.imageUrl === 'string' && fields.imageUrl.trim() !== '';
  if (shown && !fields.imageAlt && fields.imageDecorative !== true && typeof fields.title === 'string')
    fields.imageAlt = fields.title;
  return fields;
};

async function api<T>(target: ImportTarget, method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${target.token}`, 'x-rawi-csrf': '1' };
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const res = await fetch(`${target.url.replace(/\/+$/, '')}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Signs in with RAWI_TOKEN, or RAWI_USERNAME and RAWI_PASSWORD (an account without two-factor sign-in). */
export async function importTargetFrom(url: string, env = process.env): Promise<ImportTarget> {
  if (env.RAWI_TOKEN) return { url, token: env.RAWI_TOKEN };
  if (!env.RAWI_USERNAME || !env.RAWI_PASSWORD)
    throw new Error(
      'import needs an admin session on the target: RAWI_TOKEN, or RAWI_USERNAME and RAWI_PASSWORD',
    );
  const res = await fetch(`${url.replace(/\/+$/, '')}${API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: env.RAWI_USERNAME, password: env.RAWI_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string; challenge?: string };
  if (!res.ok || !body.token)
    throw new Error(
      body.challenge
        ? 'that account signs in with a second factor: sign in in the browser and pass its session as RAWI_TOKEN'
        : `sign-in to ${url} failed (${res.status})`,
    );
  return { url, token: body.token };
}

/** The archive's content sections, projects and media records. */
async function archivedItems(source: ArchiveSource) {
  const wanted = {
    content: 'databases/rawi_content/content/',
    projects: 'databases/rawi_projects/projects/',
    media: 'databases/rawi_media/media/',
  };
  const items = { content: [] as Json[], projects: [] as Json[], media: [] as Json[] };
  for await (const entry of readArchive(source)) {
    for (const [kind, prefix] of Object.entries(wanted) as Array<[keyof typeof wanted, string]>) {
      if (!entry.path.startsWith(prefix) || !entry.path.endsWith('.ejsonl')) continue;
      const lines = (await readWhole(entry.body)).toString('utf8').split('\n').filter(Boolean);
      items[kind].push(...lines.map((line) => EJSON.parse(line, { relaxed: true }) as Json));
    }
  }
  return items;
}

const referencedFiles = (value: unknown): string[] =>
  [...JSON.stringify(value ?? null).matchAll(MEDIA_URL)].map((m) => m[1] ?? '');

/** Replaces every reference to an uploaded file with its new URL. */
function relinked<T>(value: T, renamed: Map<string, string>): T {
  if (renamed.size === 0) return value;
  const text = JSON.stringify(value).replace(MEDIA_URL, (whole, filename: string) =>
    renamed.has(filename) ? API.mediaFile(renamed.get(filename)!) : whole,
  );
  return JSON.parse(text) as T;
}

export async function importContent(
  source: ArchiveSource,
  target: ImportTarget,
  { dryRun }: { dryRun: boolean },
): Promise<ImportPlan> {
  await verifyArchive(source);
  const archived = await archivedItems(source);
  const sections = archived.content.filter((c) => c.data && typeof c.section === 'string');
  const projects = archived.projects.filter((p) => typeof p.slug === 'string');

  // A file the target already has, under its name or as the same upload (name, type, size in pixels), is used as it is.
  const identity = (m: { originalName?: unknown; type?: unknown; width?: unknown; height?: unknown }) =>
    [m.originalName, m.type, m.width, m.height].map(String).join('|');
  const targetMedia = await api<MediaFile[]>(target, 'GET', API.media);
  const present = new Set(targetMedia.map((m) => m.filename));
  const sameUpload = new Map(targetMedia.map((m) => [identity(m), m.filename]));
  const needed = new Set([...sections.map((c) => c.data), ...projects].flatMap(referencedFiles));
  const byFilename = new Map(archived.media.map((m) => [String(m.filename), m]));
  const renamed = new Map<string, string>();
  const uploads: ImportPlan['uploads'] = [];
  for (const filename of [...needed].sort()) {
    const record = byFilename.get(filename);
    if (present.has(filename) || !record) continue;
    const existing = sameUpload.get(identity(record));
    if (existing) renamed.set(filename, existing);
    else
      uploads.push({
        filename,
        originalName: String(record.originalName ?? filename),
        type: String(record.type ?? 'application/octet-stream'),
      });
  }

  const current = new Map<string, ContentItem>();
  for (const language of new Set(sections.map((c) => String(c.language))))
    for (const item of await api<ContentItem[]>(target, 'GET', API.contentAll(language)))
      current.set(`${item.section}/${item.language}`, item);
  const targetProjects = await api<Project[]>(target, 'GET', API.projects);
  const bySlug = new Map(targetProjects.map((p) => [`${p.language}/${p.slug}`, p]));

  const plan: ImportPlan = {
    uploads,
    content: sections.map((c) => {
      const existing = current.get(`${String(c.section)}/${String(c.language)}`);
      const same = existing && canonical(existing.data) === canonical(relinked(c.data, renamed));
      return {
        section: String(c.section),
        language: String(c.language),
        action: same ? 'unchanged' : 'update',
      };
    }),
    projects: projects.map((p) => {
      // The target stores slugs in NFC: an archive's decomposed spelling names the same project.
      const existing = bySlug.get(`${String(p.language)}/${normalizeSlug(String(p.slug))}`);
      if (!existing) return { slug: String(p.slug), language: String(p.language), action: 'create' };
      const same =
        canonical(projectFields(existing as unknown as Json)) ===
        canonical(relinked(projectFields(p), renamed));
      return {
        slug: String(p.slug),
        language: String(p.language),
        action: same ? 'unchanged' : 'update',
        id: existing.id,
      };
    }),
  };
  if (dryRun) return plan;

  // The uploads first, so the items can point at the copies.
  const toUpload = new Map(uploads.map((u) => [objectEntry(u.filename), u]));
  if (toUpload.size > 0)
    for await (const entry of readArchive(source)) {
      const upload = toUpload.get(entry.path);
      if (!upload) continue;
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(await readWhole(entry.body))], { type: upload.type }),
        upload.originalName,
      );
      const stored = await api<MediaFile>(target, 'POST', API.mediaUpload, form);
      renamed.set(upload.filename, stored.filename);
    }
  for (const [index, step] of plan.content.entries()) {
    if (step.action === 'unchanged') continue;
    const data = relinked(sections[index]!.data, renamed);
    await api(target, 'POST', API.contentSave, { section: step.section, language: step.language, data });
  }
  for (const [index, step] of plan.projects.entries()) {
    if (step.action === 'unchanged') continue;
    const body = relinked(projectFields(projects[index]!), renamed);
    if (step.action === 'create') await api(target, 'POST', API.projects, body);
    else await api(target, 'PUT', API.project(step.id!), body);
  }
  return plan;
}

export function printImportPlan(plan: ImportPlan, print: (line: string) => void): void {
  for (const upload of plan.uploads) print(`upload   media ${upload.originalName} (${upload.filename})`);
  for (const step of plan.content)
    if (step.action !== 'unchanged')
      print(`${step.action.padEnd(8)} content ${step.section}/${step.language}`);
  for (const step of plan.projects)
    if (step.action !== 'unchanged') print(`${step.action.padEnd(8)} project ${step.language}/${step.slug}`);
  const unchanged =
    plan.content.filter((s) => s.action === 'unchanged').length +
    plan.projects.filter((s) => s.action === 'unchanged').length;
  const changes = plan.uploads.length + plan.content.length + plan.projects.length - unchanged;
  print(
    `${changes} change${changes === 1 ? '' : 's'}, ${unchanged} item${unchanged === 1 ? '' : 's'} already the same`,
  );
}
