/**
 * The path parameters of the calls and what the services check of each. A value restricted to a
 * set (a section, a language) or to a form (an e-mail address) is refused with 400 and the
 * field's message; an id, slug or file name is any text, and one that names nothing is answered
 * 404 by the call itself.
 */
import * as yup from 'yup';
import { apiSchemas } from '../../schemas/call-input-schemas.ts';
import type { ContentSection, Language } from '../../constants.ts';
import { schemas } from '../../schemas/english-schemas.ts';
import { normalizeSlug } from '../../text/slug-rules.ts';

/** A field of a shared object schema, as the schema it is (yup types it loosely). */
const field = <T>(schema: yup.ISchema<T> | yup.Reference) => schema as yup.Schema<T>;

const save = schemas.contentSave.fields;
const section = field<ContentSection>(save.section);
const language = field<Language>(save.language);

/** Slugs and keys are stored in NFC; other values are left to the type check. */
const toNfc = (value: unknown) => (typeof value === 'string' ? normalizeSlug(value) : value);

/** Any text; the call answers 404 when it names nothing. */
const name = (description: string) => yup.string().required().meta({ description });

export const pathParams = {
  section,
  language,
  /** A sender's address: trimmed and lower-cased before the lookup. */
  email: field<string>(apiSchemas.requesterParams.fields.email),
  userId: name('A user id; an unknown one is answered 404'),
  projectId: name('A project id; an unknown one is answered 404'),
  /** Looked up in NFC, as slugs are stored: a slug's decomposed form finds the same project. */
  slug: name('A project slug; an unknown one is answered 404').transform(toNfc),
  translationKey: name(
    'A translation key shared by a project pair; an unknown one is answered 404',
  ).transform(toNfc),
  versionId: name('A saved state of the history; an unknown one is answered 404'),
  redirectId: name('A redirect id; an unknown one is answered 404'),
  mediaId: name('A media file id; an unknown one is answered 404'),
  filename: name('A stored file name (`<uuid>.<ext>` or a variant); an unknown one is answered 404'),
  submissionId: name('A contact submission id; an unknown one is answered 404'),
};
