/**
 * The yup builders every input schema starts from, so that two rules hold for all of them:
 *
 * - Types are strict. yup casts by default: `title: 123` became "123", `sortOrder: "5"` became
 *   5 and `isActive: "false"` became false. Here a value of the wrong type fails the type check
 *   (400 with the field's message), while a schema's own transforms (trimming, blank to
 *   undefined) still run. Query strings, where every value is text, keep yup's casting.
 * - Objects find their fields by own key only. yup looks each key of the value up in the
 *   shape, an ordinary object, so `{"constructor":1}` found `Object` and yup threw a TypeError
 *   (a 500). A key named like an `Object.prototype` member is an unknown field like any other:
 *   it is dropped before yup looks it up.
 */
import * as yup from 'yup';

/**
 * Turns yup's built-in cast off. The cast reads the `coerce` flag of the instance it was created
 * with (not of later clones), so the flag is set on that fresh instance.
 */
function withoutCoercion<S extends yup.Schema>(fresh: S): S {
  fresh.spec.coerce = false;
  return fresh;
}

export const strictString = () => withoutCoercion(yup.string());
export const strictNumber = () => withoutCoercion(yup.number());
export const strictBoolean = () => withoutCoercion(yup.boolean());

/** The value without the keys the shape only has through its prototype (`constructor`, `toString`...). */
function withoutInheritedKeys(value: unknown, _original: unknown, schema: yup.AnyObjectSchema): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const fields: object = schema.fields;
  const inherited = (key: string) => key in fields && !Object.hasOwn(fields, key);
  const keys = Object.keys(value);
  if (!keys.some(inherited)) return value;
  return Object.fromEntries(
    keys.filter((key) => !inherited(key)).map((key) => [key, (value as Record<string, unknown>)[key]]),
  );
}

/** `yup.object(shape)` whose field lookups see the shape's own keys only (keeps through shape/pick/omit). */
export function record<S extends yup.ObjectShape>(shape: S) {
  return yup.object(shape).transform(withoutInheritedKeys);
}
