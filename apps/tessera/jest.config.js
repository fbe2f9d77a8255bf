module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'tessera',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
