export * from './descriptor';
export * from './envelope';
export * from './reply';
