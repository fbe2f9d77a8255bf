export * from './define-renderer';
export * from './legend';
export * from './pointer';
export * from './text-measure';
export * from './tooltip';
export * from './empty-state';
