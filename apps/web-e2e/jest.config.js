// End-to-end tests: the built app started as `npm start` would, driven in headless Chromium.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'web-e2e',
  testMatch: ['<rootDir>/src/**/*.e2e-spec.ts'],
  testTimeout: 120000,
  maxWorkers: 1,
};
