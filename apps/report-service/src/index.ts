export * from './report-service.definition';
