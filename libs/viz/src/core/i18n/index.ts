export * from './translatable';
export * from './chart-text';
