module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'i18n',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
