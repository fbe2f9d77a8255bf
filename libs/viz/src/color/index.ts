export * from './categorical-color-scale';
export * from './categorical-schemes';
export * from './color-namespace';
export * from './color-utils';
export * from './conditional-formatting';
export * from './lru-cache';
export * from './sequential-schemes';
