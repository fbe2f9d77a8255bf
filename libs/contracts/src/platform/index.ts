export * from './health.contracts';
export * from './services';
export * from './locales';
