/**
 * The project lists, cached per audience and language in each replica. FerretDB v1 reads the
 * whole collection for any filter other than _id, so with 10,000 projects a list costs
 * seconds; MongoDB with the indexes is fast but still ships every document. A cached list
 * is served as its ready JSON and ETag, after one read of the catalogue version (by _id) to
 * learn whether any replica wrote since it was built.
 */
import { createHash } from 'node:crypto';
import { LANGUAGES, normalizeSlug, type Language, type Project } from '@rawi/proto';
import { ProjectModel } from '../models/project.ts';
import { readCatalogueVersion } from '../models/catalogue-version.ts';
import { presentProject } from '../presenters/project.ts';
import { listQuery, slugQuery, type Audience } from './list-projects.ts';
import { counterparts, counterpartsIn } from './counterpart.ts';

export interface ProjectListView {
  /** The list as sent: JSON text and its strong ETag, computed once per build. */
  json: string;
  etag: string;
  /** `${language}/${slug}` → project, for detail reads while the list is cached. */
  bySlug: Map<string, Project>;
}

/** Visitors get a project without its revision and schedule; staff also get the revision their edits start from and the schedule. */
const presentFor =
  (audience: Audience) =>
  (record: Parameters<typeof presentProject>[0]): Project => {
    const { revision, publishAt, unpublishAt, ...project } = presentProject(record);
    return audience === 'admin'
      ? { ...project, revision, ...(publishAt ? { publishAt } : {}), ...(unpublishAt ? { unpublishAt } : {}) }
      : project;
  };

/** A safety net for a write whose version bump was lost (a crash between the two). */
const MAX_AGE_MS = 30_000;

async function buildView(audience: Audience, language: Language | undefined): Promise<ProjectListView> {
  const { filter, sort } = listQuery(audience, language);
  const projects = (await ProjectModel.find(filter).sort(sort).lean()).map(presentFor(audience));
  const json = JSON.stringify(projects);
  return {
    json,
    etag: `"${createHash('sha256').update(json).digest('base64url')}"`,
    bySlug: new Map(projects.map((p) => [`${p.language}/${p.slug}`, p])),
  };
}

export class ProjectCatalogue {
  private version: number | undefined;
  private builtAt = 0;
  private readonly views = new Map<string, Promise<ProjectListView>>();

  /** Forgets every cached list when the stored version moved (or the cache grew old). */
  private async sync(): Promise<void> {
    const current = await readCatalogueVersion();
    if (current !== this.version || Date.now() - this.builtAt > MAX_AGE_MS) {
      this.version = current;
      this.builtAt = Date.now();
      this.views.clear();
    }
  }

  async list(audience: Audience, language: Language | undefined): Promise<ProjectListView> {
    await this.sync();
    const key = `${audience}:${language ?? '*'}`;
    let view = this.views.get(key);
    if (!view) {
      // One build per list and version, shared by the requests that arrive meanwhile.
      view = buildView(audience, language);
      this.views.set(key, view);
      view.catch(() => {
        if (this.views.get(key) === view) this.views.delete(key);
      });
    }
    return view;
  }

  /**
   * The detail read with the project's other language versions (`translations`): from a cached
   * list when there is one, else the {language, slug} and {translationKey, language} indexes.
   */
  async bySlug(audience: Audience, slug: string, language: Language): Promise<Project | undefined> {
    await this.sync();
    // Slugs are stored in NFC: a decomposed spelling of one names the same project.
    const project = await this.findBySlug(audience, normalizeSlug(slug), language);
    if (!project) return undefined;
    const every = this.views.get(`${audience}:*`);
    const translations = every
      ? counterpartsIn((await every).bySlug.values(), project)
      : await counterparts(audience, project);
    return { ...project, translations };
  }

  /** The same read in the languages other than `language`, the first found. */
  async bySlugElsewhere(audience: Audience, slug: string, language: Language): Promise<Project | undefined> {
    for (const other of LANGUAGES) {
      if (other === language) continue;
      const found = await this.bySlug(audience, slug, other);
      if (found) return found;
    }
    return undefined;
  }

  private async findBySlug(
    audience: Audience,
    slug: string,
    language: Language,
  ): Promise<Project | undefined> {
    for (const key of [`${audience}:${language}`, `${audience}:*`]) {
      const view = this.views.get(key);
      if (view) return (await view).bySlug.get(`${language}/${slug}`);
    }
    const record = await ProjectModel.findOne(slugQuery(audience, slug, language).filter).lean();
    return record ? presentFor(audience)(record) : undefined;
  }
}
