module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'ui',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts', '<rootDir>/src/test-setup.ts'],
};
