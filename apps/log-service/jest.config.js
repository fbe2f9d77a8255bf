module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'log-service',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
