module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'sql-guard',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
