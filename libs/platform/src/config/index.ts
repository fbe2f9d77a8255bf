export * from './config.types';
export * from './load-config';
export * from './sso-config.types';
