import './http/context.ts';

export type { Identity } from './http/context.ts';
export * from './config.ts';
export * from './logger.ts';
export * from './http/errors.ts';
export * from './auth/tokens.ts';
export * from './auth/token-versions.ts';
export * from './store/database.ts';
export { withDocumentLock, documentWritesSerialised } from './store/document-lock.ts';
export * from './events/stream.ts';
export * from './events/outbox.ts';
export * from './events/document-events.ts';
export * from './history/history.ts';
export * from './events/event-scope.ts';
export * from './events/durable-consumer.ts';
export * from './metrics.ts';
export * from './http/trace.ts';
export * from './http/service-app.ts';
export * from './http/listen.ts';
export * from './process-faults.ts';
export * from './run-service.ts';
export * from './store/seed.ts';
export * from './store/migrations.ts';
export * from './http/method-routes.ts';
export * from './http/mount-api.ts';
export { rateLimit, clientKey, type RateLimitOptions } from './http/middleware/rate-limit.ts';
export { errorHandler, fieldsOf } from './http/middleware/error-handler.ts';
export { requestContext, requestIdOf } from './http/middleware/request-context.ts';
export { conditionalGet } from './http/middleware/conditional-get.ts';
export {
  IMPLEMENTED_METHODS,
  implementedMethods,
  jsonDepthLimit,
  methodNotImplemented,
  noStoreWhenAuthenticated,
} from './http/middleware/hardening.ts';
export * from './store/write-freeze.ts';
export * from './history/translation-marks.ts';
