module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'security',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
