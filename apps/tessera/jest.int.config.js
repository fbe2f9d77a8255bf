// Integration tests: real PostgreSQL, NATS and Redis on this machine; one file at a time.
module.exports = {
  ...require('../../jest.int.preset.js'),
  displayName: 'tessera:int',
  testMatch: ['<rootDir>/src/**/*.int-spec.ts'],
};
