module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'report-service',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
