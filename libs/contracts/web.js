// Node's entry for `@tessera/contracts/web` in built server code (libs/i18n reads the locale list from it);
// TypeScript, Jest and Vite map the subpath to src/web.ts themselves.
module.exports = require('./dist/web.js');
