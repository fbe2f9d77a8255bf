export * from './config.types';
export * from './load-config';
