export * from './error-code';
export * from './error-type';
export * from './tessera-error';
export * from './table-access.error';
export * from './catalogue-text';
