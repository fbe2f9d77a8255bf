module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'platform',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
