import type { Language, Project, ProjectStatus } from '@rawi/proto';
import type mongoose from 'mongoose';
import type { ProjectRecord } from '../models/project.ts';

/** A stored project as the API sends it: string id, ISO dates, optional links only when set. */
export function presentProject(record: ProjectRecord & { _id: mongoose.Types.ObjectId }): Project {
  return {
    id: record._id.toHexString(),
    title: record.title,
    slug: record.slug,
    language: record.language as Language,
    description: record.description,
    briefDescription: record.briefDescription,
    features: record.features ?? [],
    advantages: record.advantages ?? [],
    useCases: record.useCases ?? [],
    ...(record.youtubeUrl ? { youtubeUrl: record.youtubeUrl } : {}),
    ...(record.imageUrl ? { imageUrl: record.imageUrl } : {}),
    ...(record.imageAlt ? { imageAlt: record.imageAlt } : {}),
    ...(record.imageDecorative ? { imageDecorative: true } : {}),
    ...(record.seoTitle ? { seoTitle: record.seoTitle } : {}),
    ...(record.seoDescription ? { seoDescription: record.seoDescription } : {}),
    ...(record.ogImage ? { ogImage: record.ogImage } : {}),
    category: record.category,
    status: record.status as ProjectStatus,
    sortOrder: record.sortOrder,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    revision: record.revision ?? 0,
    translationKey: record.translationKey ?? record.slug,
    ...(record.publishAt ? { publishAt: record.publishAt.toISOString() } : {}),
    ...(record.unpublishAt ? { unpublishAt: record.unpublishAt.toISOString() } : {}),
  };
}
