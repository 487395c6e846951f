import './context.ts';

export type { Identity } from './context.ts';
export * from './config.ts';
export * from './logger.ts';
export * from './errors.ts';
export * from './auth.ts';
export * from './token-versions.ts';
export * from './database.ts';
export { withDocumentLock, documentWritesSerialised } from './document-lock.ts';
export * from './events.ts';
export * from './outbox.ts';
export * from './document-events.ts';
export * from './history.ts';
export * from './event-scope.ts';
export * from './durable-consumer.ts';
export * from './metrics.ts';
export * from './trace.ts';
export * from './app.ts';
export * from './server.ts';
export * from './process-faults.ts';
export * from './service.ts';
export * from './seed.ts';
export * from './migrations.ts';
export * from './routes.ts';
export * from './mount-api.ts';
export { rateLimit, clientKey, type RateLimitOptions } from './middleware/rate-limit.ts';
export { errorHandler, fieldsOf } from './middleware/error-handler.ts';
export { requestContext, requestIdOf } from './middleware/request-context.ts';
export { conditionalGet } from './middleware/conditional-get.ts';
export {
  IMPLEMENTED_METHODS,
  implementedMethods,
  jsonDepthLimit,
  methodNotImplemented,
  noStoreWhenAuthenticated,
} from './middleware/hardening.ts';
export * from './write-freeze.ts';
export * from './translation-marks.ts';
