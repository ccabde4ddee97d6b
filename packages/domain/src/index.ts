export * from './auth/credentials.schema';
export * from './errors/app-error';
export * from './errors/error-message';
