// The shared contract, by idea: the product's values and entities; the API (route table, replies,
// paths, OpenAPI); the input schemas and their messages; text rules; events; what HTTP and the
// public pages agree on; images.
export * from './constants.ts';
export * from './types.ts';
export * from './permissions.ts';

export * from './api/routes.ts';
export * from './api/services.ts';
export * from './api/call-path.ts';
export * from './api/named-paths.ts';
export * from './api/route-match.ts';
export * from './api/replies.ts';
export * from './api/reply-checker.ts';
export * from './api/route-table-reply-check.ts';
export * from './api/errors.ts';
export * from './api/json-schema.ts';
export * from './api/openapi.ts';

export * from './schemas/input-schemas.ts';
export * from './schemas/english-schemas.ts';
export * from './schemas/call-input-schemas.ts';
export * from './schemas/content-save.ts';

export * from './text/messages.ts';
export * from './text/slug-rules.ts';
export * from './text/date-time.ts';

export * from './events/subjects.ts';
export * from './events/catalogue.ts';

export * from './http/contact-form.ts';
export * from './http/redirect-rules.ts';
export * from './http/security-headers.ts';
export * from './http/public-pages.ts';
export * from './http/page-paths.ts';

export * from './images/images.ts';
export * from './images/demo-images.ts';
