export * from './health.contracts';
export * from './services';
