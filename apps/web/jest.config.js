import preset from '../../jest.preset.js';

export default {
  ...preset,
  displayName: 'web',
  testEnvironment: 'jsdom',
  // Rendering components and driving them with user-event takes seconds on a busy two-core machine.
  testTimeout: 30000,
  // Results are final when the run reports. Once in many CI runs the process then stayed alive for good
  // (no output, no CPU, nothing found by --detectOpenHandles), holding the whole test command.
  forceExit: true,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts', '<rootDir>/src/testing/known-warnings.setup.ts'],
};
