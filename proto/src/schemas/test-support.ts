/** What the proto tests share: a schema's verdict on a value, as the services validate with it. */
import * as yup from 'yup';
import { validateOptions } from './input-schemas.ts';

/** The value as the schema makes it, or each failing field's message by its path. */
export async function validated(
  schema: yup.Schema,
  value: unknown,
): Promise<{ value: unknown } | { errors: Record<string, string> }> {
  try {
    return { value: await schema.validate(value, validateOptions) };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return { errors: Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message])) };
  }
}

/** Each failing field's message by its path (empty when the value is accepted). */
export async function problems(schema: yup.Schema, value: unknown): Promise<Record<string, string>> {
  const verdict = await validated(schema, value);
  return 'errors' in verdict ? verdict.errors : {};
}

/** A project every save takes (no image, so no alt text is asked for). */
export const validProject = {
  title: 'Rawi LLM',
  slug: 'rawi-llm',
  language: 'en',
  description: 'A model.',
  briefDescription: 'A model.',
  category: 'Language models',
};

/** A team member every save takes (no photo). */
export const validMember = { name: 'Sara', position: 'Lead', bio: 'Builds things.' };
