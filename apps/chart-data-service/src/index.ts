export * from './chart-data-service.definition';
