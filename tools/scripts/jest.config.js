// Unit tests of the workspace scripts (run by the `scripts` project's test target).
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'scripts',
  rootDir: __dirname,
  testMatch: ['<rootDir>/*.spec.mjs'],
};
