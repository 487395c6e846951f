import { SUBJECTS, type Actor, type ContentItem, type ContentSection, type Language } from '@rawi/proto';
import {
  atRevision,
  isDuplicateKeyError,
  staleEdit,
  updateWithEvent,
  type History,
  type OutboxRelay,
  type VersionReason,
  withDocumentLock,
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

/** Writes the section with its content.updated event, from `expected` when the editor sent it. */
async function upsert({ section, language, data }: SaveContentInput, expected: number | undefined) {
  const event = updateWithEvent(SUBJECTS.contentUpdated);
  return ContentItemModel.findOneAndUpdate(
    { section, language, ...atRevision(expected) },
    { $set: { data, ...event.$set }, $inc: event.$inc },
    // A section not saved yet is created; an edit from revision n > 0 never creates one.
    { upsert: !expected, returnDocument: 'after', lean: true },
  );
}

/**
 * Replaces one section+language whole (the admin sends the full section), keeps the saved
 * state in its history (the state before the first recorded save too). content.updated is
 * written in the same update; the relay publishes it with its id as Nats-Msg-Id.
 */
async function saveSection(
  input: SaveContentInput,
  author: Actor | null,
  { relay, history }: SaveContentDeps,
  reason: VersionReason = 'save',
  /** The revision the editor started from (If-Match); a newer one answers 409. */
  expected?: number,
): Promise<ContentItem> {
  const key = contentItemKey(input.section, input.language);
  const before = await ContentItemModel.findOne({ section: input.section, language: input.language }).lean();
  await history.keepBaseline(key, before?.data as object | undefined, before?.updatedAt);
  let saved;
  try {
    saved = await upsert(input, expected);
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    // The section exists at another revision than the editor's.
    if (expected !== undefined) throw staleEdit();
    // Two first saves of the same section raced on the unique index: the loser updates.
    saved = await upsert(input, expected);
  }
  if (!saved) throw staleEdit();
  relay?.kick();
  const item = presentContentItem(saved);
  await history.record(key, item.data, author, reason, saved.updatedAt);
  return item;
}

/** One save of a section in one language at a time (its history follows its revisions). */
export const saveContent: typeof saveSection = (input, ...rest) =>
  withDocumentLock(contentItemKey(input.section, input.language), () => saveSection(input, ...rest));
