/**
 * The body of a content save: section and language as the shared schema says, and `data`
 * checked by the section's own schema (typed sections lose unknown fields). Anything that is not
 * a plain object with safe keys is refused before a typed schema could strip the bad keys
 * silently, so `{"$where": ...}` is a 400, never a quiet save of `{}`.
 */
import * as yup from 'yup';
import { CONTENT_SECTIONS, type ContentSection } from '../constants.ts';
import { hasSafeKeys, isPlainObject } from '../text/free-values.ts';
import { record, strictString } from './strict-yup.ts';
import { schemas } from './english-schemas.ts';

const save = schemas.contentSave;

/** The shared "a plain object with safe keys" rule, which gives the right message for anything else. */
const anyObject = save.fields.data as yup.Schema<Record<string, unknown>>;

const isSection = (value: unknown): value is ContentSection =>
  typeof value === 'string' && (CONTENT_SECTIONS as readonly string[]).includes(value);

/** One section's body, as the OpenAPI document lists it among the alternatives. */
const bodyOf = (section: ContentSection) =>
  record({
    section: strictString().required().oneOf([section]),
    language: save.fields.language,
    data: schemas.contentData[section],
  });

export const contentSaveBody = save
  .shape({
    // `when` (not `lazy`) so yup orders `section` before `data` and casts with the typed schema.
    data: yup
      .mixed<Record<string, unknown>>()
      .defined()
      .when('section', ([section]: unknown[], _schema, { value }: { value?: unknown }) =>
        isSection(section) && isPlainObject(value) && hasSafeKeys(value)
          ? schemas.contentData[section]
          : anyObject,
      ),
  })
  .meta({ oneOf: CONTENT_SECTIONS.map(bodyOf) });

/** The save body as the schema produces it. */
export type ContentSaveBody = yup.InferType<typeof contentSaveBody>;
