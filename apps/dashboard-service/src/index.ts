export * from './dashboard-service.definition';
