module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'dashboard-service',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
