export * from './sql-service.definition';
