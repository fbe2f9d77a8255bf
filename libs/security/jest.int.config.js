// Integration tests: real PostgreSQL, NATS and Redis on this machine; one file at a time. The PGlite
// test loads WebAssembly through a dynamic import, which needs `--experimental-vm-modules` (set by
// the `int-test` script).
module.exports = {
  ...require('../../jest.int.preset.js'),
  displayName: 'security:int',
  testMatch: ['<rootDir>/src/**/*.int-spec.ts'],
};
