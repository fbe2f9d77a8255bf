export * from './log-service.definition';
