// Integration tests: real PostgreSQL, NATS and Redis on this machine; one file at a time. The
// embedded store's test loads PGlite, whose WebAssembly loader needs `--experimental-vm-modules`
// (set by the `int-test` script).
module.exports = {
  ...require('../../jest.int.preset.js'),
  displayName: 'platform:int',
  testMatch: ['<rootDir>/src/**/*.int-spec.ts'],
};
