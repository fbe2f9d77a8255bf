module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'query-engine',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
