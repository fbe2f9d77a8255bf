export * from './bounded-json';
export * from './list-query.dto';
export * from './list-query.types';
export * from './rison';
