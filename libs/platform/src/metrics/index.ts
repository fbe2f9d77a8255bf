export * from './metrics-registry';
