/**
 * The OpenAPI 3.1 document of the API, generated from the route table (routes.ts), the
 * input schemas and the reply schemas (replies.ts): nothing in it is written twice. The
 * gateway serves it at /api/openapi.json.
 */
import { API_ROUTES, needsToken, type ApiRoute } from './routes.ts';
import { paramNamesOf } from './route-match.ts';
import { OPENAPI_PATH } from './routes/paths.ts';
import { ERROR_CODES, HEADERS, SESSION_COOKIE } from './errors.ts';
import { toJsonSchema, type JsonSchema } from './json-schema.ts';
import { replySchemas, type ReplyName } from './replies.ts';
import { SERVICE_NAMES } from './services.ts';

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted (sent on later)',
  204: 'No content',
  304: 'Not modified (If-None-Match)',
  400: 'Invalid input: the error body names each failing field',
  401: 'No token, or an invalid, expired or revoked one',
  403: 'Signed in, but this role may not do this (or the CSRF header is missing)',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict: taken (username, slug), changed by someone else since the revision sent in If-Match, or (a contact message) more work now due: solve the new form token sent back',
  413: 'Too large',
  415: 'Unsupported type',
  423: 'Locked: too many failed sign-ins',
  429: 'Too many requests',
  503: 'A dependency is unavailable (or sign-in checks cannot be made)',
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const errorResponse = (status: number, schema: ReplyName = 'errorBody') => ({
  description: STATUS_TEXT[status] ?? 'Error',
  content: { 'application/json': { schema: ref(pascal(schema)) } },
});

function parametersOf(route: ApiRoute): unknown[] {
  const inPath = paramNamesOf(route.path).map((name) => {
    const schema = route.params?.[name];
    const example = route.example?.params?.[name];
    return {
      name,
      in: 'path',
      required: true,
      schema: schema ? toJsonSchema(schema) : { type: 'string' },
      ...(example === undefined ? {} : { example }),
    };
  });
  const query = route.query
    ? Object.entries((toJsonSchema(route.query).properties ?? {}) as Record<string, JsonSchema>).map(
        ([name, schema]) => {
          const example = route.example?.query?.[name];
          return {
            name,
            in: 'query',
            required: false,
            schema,
            ...(example === undefined ? {} : { example }),
          };
        },
      )
    : [];
  const ifMatch = route.ifMatch
    ? [
        {
          name: 'If-Match',
          in: 'header',
          required: false,
          description:
            'The revision the edit started from, quoted ("3"); a newer one on the server answers 409',
          schema: { type: 'string', pattern: '^(W/)?"\\d+"$' },
        },
      ]
    : [];
  return [...inPath, ...query, ...ifMatch];
}

function operationOf(route: ApiRoute): Record<string, unknown> {
  const secured = needsToken(route);
  const success: Record<string, unknown> = { description: STATUS_TEXT[route.reply.status] };
  if (route.reply.schema)
    success.content = { 'application/json': { schema: ref(pascal(route.reply.schema)) } };
  else if (route.reply.contentType)
    success.content = { [route.reply.contentType]: { schema: { type: 'string', format: 'binary' } } };
  const responses: Record<string, unknown> = { [route.reply.status]: success };
  const errorSchemas = route.reply.errorSchemas ?? {};
  const errorStatuses = new Set([
    400,
    429,
    ...(secured ? [401, 403, 503] : []),
    ...(route.errors ?? []),
    ...Object.keys(errorSchemas).map(Number),
  ]);
  if (route.method === 'GET') responses['304'] = { description: STATUS_TEXT[304] };
  for (const status of [...errorStatuses].sort())
    responses[status] = errorResponse(status, errorSchemas[status]);
  const operation: Record<string, unknown> = {
    operationId: `${route.method.toLowerCase()}${route.path
      .replace(/[{}]/g, '')
      .replace(/\/(\w)/g, (_m, c: string) => c.toUpperCase())
      .replace(/[^A-Za-z0-9]/g, '')}`,
    summary: route.summary,
    tags: [route.service],
    parameters: parametersOf(route),
    responses,
  };
  if (secured) operation.security = [{ bearer: [] }, { session: [] }];
  else if (route.access === 'optionalToken') operation.security = [{}, { bearer: [] }, { session: [] }];
  else operation.security = [];
  if (route.body === 'multipart') {
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', format: 'binary' } },
            required: ['file'],
          },
        },
      },
    };
  } else if (route.body) {
    const schema = toJsonSchema(route.body);
    const example = route.example?.body === undefined ? {} : { example: route.example.body };
    operation.requestBody = {
      required: true,
      content: {
        'application/json': { schema, ...example },
        ...(route.formPost ? { 'application/x-www-form-urlencoded': { schema } } : {}),
      },
    };
  }
  return operation;
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Where the gateway serves the document. */
export { OPENAPI_PATH };

export function buildOpenApi(version = '1.0.0'): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of API_ROUTES) {
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, unknown>)[route.method.toLowerCase()] = operationOf(route);
  }
  const schemas: Record<string, JsonSchema> = {};
  for (const name of Object.keys(replySchemas) as ReplyName[]) {
    schemas[pascal(name)] = toJsonSchema(replySchemas[name]);
  }
  (schemas.ErrorBody as { properties: { error: JsonSchema } }).properties.error = {
    ...(schemas.ErrorBody as { properties: { error: JsonSchema } }).properties.error,
    description: `code is one of: ${Object.keys(ERROR_CODES).join(', ')}`,
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rawi API',
      version,
      description:
        'The API of the Rawi website and admin panel, generated from proto/ (route table, input and reply schemas). ' +
        `Signed-in calls send the session token as a Bearer header, or the session cookie plus the ${HEADERS.csrf} header on unsafe methods.`,
    },
    servers: [{ url: '/' }],
    tags: SERVICE_NAMES.map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
      },
    },
  };
}
