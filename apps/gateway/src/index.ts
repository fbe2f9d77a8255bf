export * from './start-gateway';
