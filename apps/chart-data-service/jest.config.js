module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'chart-data-service',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
