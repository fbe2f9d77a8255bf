module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'viz',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
};
