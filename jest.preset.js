// Shared Jest settings: SWC transpiles TypeScript (with decorator metadata, as the build does),
// and workspace imports resolve to source so tests never depend on a prior build.
const fs = require('node:fs');
const path = require('node:path');

const root = __dirname;

function workspaceModuleMap() {
  const map = {
    '^@tessera/contracts/web$': `${root}/libs/contracts/src/web.ts`,
    '^@tessera/platform/testing$': `${root}/libs/platform/src/testing/index.ts`,
  };
  for (const folder of ['libs', 'apps', 'tools']) {
    for (const name of fs.readdirSync(path.join(root, folder))) {
      const entry = path.join(root, folder, name, 'src', 'index.ts');
      if (fs.existsSync(entry)) map[`^@tessera/${name}$`] = entry;
    }
  }
  return map;
}

const esmPackages = [
  'd3',
  'd3-[a-z-]+',
  'internmap',
  'delaunator',
  'robust-predicates',
  'react-dnd',
  'react-dnd-html5-backend',
  'dnd-core',
  '@react-dnd/[a-z-]+',
  'intl-messageformat',
  '@formatjs/[a-z-]+',
  // openid-client and its dependencies are ES modules only (Node loads them with require(esm); Jest needs them compiled).
  'openid-client',
  'oauth4webapi',
  'jose',
];

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': swcTransform },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    ...workspaceModuleMap(),
    '\\.(css|less)$': 'identity-obj-proxy',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  setupFiles: ['reflect-metadata'],
  // Not every project has both unit and integration suites; the test orchestrator's closing line
  // counts what ran, so an empty project is visible rather than a failure.
  passWithNoTests: true,
  reporters: ['default', `${root}/tools/jest/summary-reporter.js`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
};
