export * from './error-code';
export * from './error-type';
export * from './tessera-error';
