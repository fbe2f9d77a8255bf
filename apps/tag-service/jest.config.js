module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'tag-service',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
