import { SUBJECTS, type ContentItem, type ContentSection, type Language } from '@rawi/proto';
import { isDuplicateKeyError, recordEvent, type OutboxRelay } from '@rawi/kit';
import { ContentItemModel } from '../models/content-item.ts';
import { presentContentItem } from '../presenters/content-item.ts';

export interface SaveContentInput {
  section: ContentSection;
  language: Language;
  data: Record<string, unknown>;
}

async function upsert({ section, language, data }: SaveContentInput) {
  return ContentItemModel.findOneAndUpdate(
    { section, language },
    { $set: { data } },
    { upsert: true, returnDocument: 'after', lean: true },
  );
}

/**
 * Replaces one section+language whole (the admin sends the full section) and records
 * content.updated in the outbox, which the relay publishes with its id as Nats-Msg-Id.
 */
export async function saveContent(
  input: SaveContentInput,
  relay: OutboxRelay | undefined,
): Promise<ContentItem> {
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
  await recordEvent(relay, SUBJECTS.contentUpdated, {
    section: item.section,
    language: item.language,
    updatedAt: item.updatedAt,
  });
  return item;
}
