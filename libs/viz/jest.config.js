module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'viz',
  testEnvironment: 'jsdom',
  // Rendering components and driving them with user-event takes seconds on a busy two-core machine.
  testTimeout: 30000,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
};
