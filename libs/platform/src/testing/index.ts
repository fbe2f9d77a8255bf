export * from './bus-contract.suite';
export * from './bus-test.contracts';
export * from './scratch-database';
export * from './service-test-harness';
export * from './serve-stand-in';
export * from './spawned-process';
export * from './new-service-test';
export * from './smtp-test-server';
