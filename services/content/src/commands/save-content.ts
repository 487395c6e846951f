import { SUBJECTS, type Actor, type ContentItem, type ContentSection, type Language } from '@rawi/proto';
import {
  isDuplicateKeyError,
  recordEvent,
  type History,
  type OutboxRelay,
  type VersionReason,
} from '@rawi/kit';
import { ContentItemModel } from '../models/content-item.ts';
import { presentContentItem } from '../presenters/content-item.ts';

export interface SaveContentInput {
  section: ContentSection;
  language: Language;
  data: Record<string, unknown>;
}

export interface SaveContentDeps {
  relay: OutboxRelay | undefined;
  history: History;
}

/** The history key of one section in one language. */
export const contentItemKey = (section: ContentSection, language: Language) =>
  `content:${section}:${language}`;

async function upsert({ section, language, data }: SaveContentInput) {
  return ContentItemModel.findOneAndUpdate(
    { section, language },
    { $set: { data } },
    { upsert: true, returnDocument: 'after', lean: true },
  );
}

/**
 * Replaces one section+language whole (the admin sends the full section), keeps the saved
 * state in its history (the state before the first recorded save too) and records
 * content.updated in the outbox, which the relay publishes with its id as Nats-Msg-Id.
 */
export async function saveContent(
  input: SaveContentInput,
  author: Actor | null,
  { relay, history }: SaveContentDeps,
  reason: VersionReason = 'save',
): Promise<ContentItem> {
  const key = contentItemKey(input.section, input.language);
  const before = await ContentItemModel.findOne({ section: input.section, language: input.language }).lean();
  await history.keepBaseline(key, before?.data as object | undefined, before?.updatedAt);
  let saved;
  try {
    saved = await upsert(input);
  } catch (error) {
    // Two first saves of the same section raced on the unique index: the loser updates.
    if (!isDuplicateKeyError(error)) throw error;
    saved = await upsert(input);
  }
  if (!saved) throw new Error('content upsert returned no document');
  const item = presentContentItem(saved);
  await history.record(key, item.data, author, reason, saved.updatedAt);
  await recordEvent(relay, SUBJECTS.contentUpdated, {
    section: item.section,
    language: item.language,
    updatedAt: item.updatedAt,
  });
  return item;
}
