// Creates the standard files of a server or shared project (package.json, tsconfig, jest configs)
// when they are missing. Usage: node tools/scripts/scaffold-project.mjs <apps|libs>/<name> <scope> <type> [deps...]
import fs from 'node:fs';
import path from 'node:path';

const [dir, scope, type, ...deps] = process.argv.slice(2);
if (!dir || !scope || !type) {
  console.error('usage: scaffold-project.mjs <apps|libs>/<name> <scope> <type> [@tessera/dep ...]');
  process.exit(2);
}
const name = path.basename(dir);
const writeIfMissing = (file, content) => {
  const target = path.join(dir, file);
  if (fs.existsSync(target)) return;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
};

const pkg = {
  name: `@tessera/${name}`,
  version: '0.1.0',
  private: true,
  main: 'dist/index.js',
  types: 'src/index.ts',
  scripts: {
    build: 'swc src -d dist --strip-leading-paths --config-file ../../.swcrc --ignore "**/*.spec.ts,**/*.int-spec.ts"',
    typecheck: 'tsc -p tsconfig.json',
    lint: 'eslint src',
    test: 'jest',
    'int-test': 'jest -c jest.int.config.js',
  },
  dependencies: Object.fromEntries(deps.map((d) => [d, '*'])),
  nx: { tags: [`scope:${scope}`, `type:${type}`] },
};
writeIfMissing('package.json', JSON.stringify(pkg, null, 2) + '\n');
writeIfMissing('tsconfig.json', JSON.stringify({ extends: '../../tsconfig.base.json', include: ['src/**/*.ts'] }, null, 2) + '\n');
writeIfMissing(
  'jest.config.js',
  `module.exports = {\n  ...require('../../jest.preset.js'),\n  displayName: '${name}',\n  testMatch: ['<rootDir>/src/**/*.spec.ts'],\n};\n`,
);
writeIfMissing(
  'jest.int.config.js',
  `// Integration tests: real PostgreSQL, NATS and Redis on this machine; one file at a time.\nmodule.exports = {\n  ...require('../../jest.int.preset.js'),\n  displayName: '${name}:int',\n  testMatch: ['<rootDir>/src/**/*.int-spec.ts'],\n};\n`,
);
writeIfMissing('src/index.ts', '');
