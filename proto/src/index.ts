export * from './constants.ts';
export * from './types.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './routes.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './permissions.ts';
