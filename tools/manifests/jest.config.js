module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'manifests',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
