export * from './tag-service.definition';
