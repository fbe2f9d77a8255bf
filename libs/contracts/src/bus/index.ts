export * from './descriptor';
export * from './envelope';
