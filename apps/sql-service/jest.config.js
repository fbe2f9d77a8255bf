module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'sql-service',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
