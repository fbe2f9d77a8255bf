// After the build: lays out image contents from the built `dist` folders (deploy/docker/runtime-files.mjs).
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'manifests:int',
  testMatch: ['<rootDir>/src/**/*.int-spec.ts'],
  testTimeout: 120000,
  maxWorkers: 1,
};
