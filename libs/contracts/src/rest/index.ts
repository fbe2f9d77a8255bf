export * from './list-query.types';
