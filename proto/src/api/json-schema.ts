/**
 * A yup schema as JSON Schema (draft 2020-12, what OpenAPI 3.1 uses), from yup's own
 * description: types, required and nullable fields, enums (oneOf), lengths and bounds,
 * patterns, e-mail and URL formats, arrays and nested objects. What yup cannot describe (custom
 * tests, `when`) is left open rather than guessed.
 */
import type * as yup from 'yup';

export type JsonSchema = Record<string, unknown>;

interface Test {
  name?: string;
  params?: Record<string, unknown> | undefined;
}

interface Description {
  type: string;
  optional?: boolean;
  nullable?: boolean;
  oneOf?: unknown[];
  tests?: Test[];
  fields?: Record<string, Description>;
  innerType?: Description;
  meta?: Record<string, unknown>;
  label?: string;
}

const JSON_TYPES: Record<string, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  date: 'string',
  object: 'object',
  array: 'array',
};

function bounds(description: Description, schema: JsonSchema): void {
  const isString = description.type === 'string';
  const isArray = description.type === 'array';
  for (const test of description.tests ?? []) {
    const params = test.params ?? {};
    switch (test.name) {
      case 'min':
        if (isString) schema.minLength = params.min;
        else if (isArray) schema.minItems = params.min;
        else schema.minimum = params.min;
        break;
      case 'max':
        if (isString) schema.maxLength = params.max;
        else if (isArray) schema.maxItems = params.max;
        else schema.maximum = params.max;
        break;
      case 'length':
        if (isString) Object.assign(schema, { minLength: params.length, maxLength: params.length });
        break;
      case 'integer':
        schema.type = 'integer';
        break;
      case 'email':
        schema.format = 'email';
        break;
      case 'url':
        schema.format = 'uri';
        break;
      case 'matches':
        if (params.regex instanceof RegExp) schema.pattern = params.regex.source;
        break;
      default:
        break;
    }
  }
}

function convert(description: Description): JsonSchema {
  const alternatives = description.meta?.oneOf;
  if (Array.isArray(alternatives)) {
    return {
      oneOf: alternatives.map((s) => convert((s as yup.Schema).describe() as unknown as Description)),
    };
  }
  const schema: JsonSchema = {};
  const type = JSON_TYPES[description.type];
  if (type) schema.type = type;
  if (description.type === 'date') schema.format = 'date-time';
  if (description.meta?.format) schema.format = description.meta.format;
  if (description.meta?.description) schema.description = description.meta.description;
  const values = (description.oneOf ?? []).filter((v) => v !== undefined && v !== null);
  if (values.length) {
    schema.enum = values;
    if (!type && values.every((v) => typeof v === 'string')) schema.type = 'string';
  }
  bounds(description, schema);
  if (description.type === 'object' && description.fields) {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [name, field] of Object.entries(description.fields)) {
      properties[name] = convert(field);
      if (!field.optional) required.push(name);
    }
    schema.properties = properties;
    if (required.length) schema.required = required;
  }
  if (description.type === 'array' && description.innerType) schema.items = convert(description.innerType);
  if (description.type === 'mixed' && !values.length) {
    // A free value: the shapes the mixed schemas here hold are objects.
    schema.type = 'object';
  }
  if (description.nullable && typeof schema.type === 'string') schema.type = [schema.type, 'null'];
  return schema;
}

export function toJsonSchema(schema: yup.Schema): JsonSchema {
  return convert(schema.describe() as unknown as Description);
}
