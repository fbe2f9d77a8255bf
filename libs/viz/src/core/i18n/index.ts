export * from './translatable';
