module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'contracts',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
