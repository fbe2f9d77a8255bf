module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'examples',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
