module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'engines',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
