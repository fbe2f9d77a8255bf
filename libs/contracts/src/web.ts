// Decorator-free entry point for the SPA: constants, enums and pure helpers only.
export * from './errors/error-code';
export * from './errors/error-type';
export * from './rest/list-query.types';
