import mongoose from 'mongoose';
import { LANGUAGES, MIN_PROJECT_SORT_ORDER, normalizeSlug, PROJECT_STATUSES } from '@rawi/proto';
import { documentEventFields } from '@rawi/kit';

/** Slugs and translation keys are stored in NFC, whichever path writes them (saves, restores, imports). */
const inNfc = (value: unknown) => (typeof value === 'string' ? normalizeSlug(value) : value);

const projectSchema = new mongoose.Schema(
  {
    title: { type: String, required: true },
    slug: { type: String, required: true, set: inNfc },
    language: { type: String, required: true, enum: LANGUAGES },
    description: { type: String, required: true },
    briefDescription: { type: String, required: true },
    features: { type: [String], default: [] },
    advantages: { type: [String], default: [] },
    useCases: { type: [String], default: [] },
    youtubeUrl: { type: String },
    imageUrl: { type: String },
    imageAlt: { type: String },
    imageDecorative: { type: Boolean },
    seoTitle: { type: String },
    seoDescription: { type: String },
    ogImage: { type: String },
    category: { type: String, required: true },
    status: { type: String, required: true, enum: PROJECT_STATUSES, default: 'active' },
    sortOrder: { type: Number, required: true, min: MIN_PROJECT_SORT_ORDER, default: 0 },
    /** Shared by the language versions of one project; a new project without one takes its slug. */
    translationKey: {
      type: String,
      set: inNfc,
      default: function (this: { slug?: string }) {
        return this.slug;
      },
    },
    /** A draft becomes active at this time, an active project archived at unpublishAt (schedule/scheduler.ts). */
    publishAt: { type: Date, default: null },
    unpublishAt: { type: Date, default: null },
    // project.created / project.updated go out from here (written with the change), and the revision.
    ...documentEventFields,
  },
  { versionKey: false, timestamps: true, collection: 'projects' },
);

// One index per query path (see queries/list-projects.ts): equality fields first, then the sort.
/** Visitors, one language: status=active, language=x, by sortOrder then title. */
projectSchema.index({ status: 1, language: 1, sortOrder: 1, title: 1 });
/** Visitors, every language: status=active, by sortOrder then title. */
projectSchema.index({ status: 1, sortOrder: 1, title: 1 });
/** Admins, one language: every status. */
projectSchema.index({ language: 1, sortOrder: 1, title: 1 });
/** Admins, every language. */
projectSchema.index({ sortOrder: 1, title: 1 });
/** The detail page, and the rule that a slug is unique per language. */
projectSchema.index({ language: 1, slug: 1 }, { unique: true, name: 'language_slug_unique' });
/** A project's other language versions (translation pairs). */
projectSchema.index({ translationKey: 1, language: 1 });

export type ProjectRecord = mongoose.InferSchemaType<typeof projectSchema>;

export const ProjectModel = mongoose.model('Project', projectSchema);
