// Decorator-free entry point for the SPA: constants, enums and pure helpers only.
export * from './errors/error-code';
export * from './errors/error-type';
export * from './rest/list-query.types';
export * from './rest/rison';
export * from './platform/services';
export * from './objects/object-types';
export * from './tags/tag.types';
export type * from './dashboards/dashboard.types';
export type * from './charts/chart.types';
export type * from './charts/database.types';
export type * from './charts/dataset.types';
export * from './charts/chart-data-socket.types';
