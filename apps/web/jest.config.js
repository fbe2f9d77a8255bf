import preset from '../../jest.preset.js';

export default {
  ...preset,
  displayName: 'web',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts', '<rootDir>/src/testing/known-warnings.setup.ts'],
};
