module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'gateway',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
