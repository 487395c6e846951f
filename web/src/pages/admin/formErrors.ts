import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type { AnySchema } from 'yup';

/**
 * The messages a formik form shows for a value: one per field, exactly as the admin dialogs
 * run the shared schemas. Used by the form tests.
 */
export async function formErrorsOf<V extends object>(schema: AnySchema, values: V): Promise<FormikErrors<V>> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors<V>(error);
  }
}
