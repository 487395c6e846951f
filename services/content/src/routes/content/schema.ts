import * as yup from 'yup';
import { CONTENT_SECTIONS, hasSafeKeys, isPlainObject, schemas, type ContentSection } from '@rawi/proto';

const save = schemas.contentSave;

/** `/:section/:language` — the section and language a read names. */
export const sectionParams = save.pick(['section', 'language']);

/** `/all/:language`. */
export const languageParams = save.pick(['language']);

/** The shared "a plain object with safe keys" rule, which gives the right message for anything else. */
const anyObject = save.fields.data as yup.Schema<Record<string, unknown>>;

const isSection = (value: unknown): value is ContentSection =>
  typeof value === 'string' && (CONTENT_SECTIONS as readonly string[]).includes(value);

/**
 * The save body: section and language as the shared schema says, and `data` checked by the
 * section's own shared schema (typed sections lose unknown fields). Anything that is not a
 * plain object with safe keys is refused before a typed schema could strip the bad keys
 * silently, so `{"$where": ...}` is a 400, never a quiet save of `{}`.
 */
export const contentSaveBody = save.shape({
  // `when` (not `lazy`) so yup orders `section` before `data` and casts with the typed schema.
  data: yup
    .mixed<Record<string, unknown>>()
    .defined()
    .when('section', ([section]: unknown[], _schema, { value }: { value?: unknown }) =>
      isSection(section) && isPlainObject(value) && hasSafeKeys(value)
        ? schemas.contentData[section]
        : anyObject,
    ),
});

/** The save body as the schema produces it. */
export type ContentSaveBody = yup.InferType<typeof contentSaveBody>;

/** `/translations/:section/in-step`. */
export const sectionOnlyParams = save.pick(['section']);
