export * from './bus';
export * from './cache';
export * from './config';
export * from './health';
export * from './logging';
export * from './metrics';
export * from './rest';
export * from './store';
