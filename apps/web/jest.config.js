import preset from '../../jest.preset.js';

export default {
  ...preset,
  displayName: 'web',
  testEnvironment: 'jsdom',
  // Rendering components and driving them with user-event takes seconds on a busy two-core machine.
  testTimeout: 30000,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts', '<rootDir>/src/testing/known-warnings.setup.ts'],
};
