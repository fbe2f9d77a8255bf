export * from './logs.contracts';
