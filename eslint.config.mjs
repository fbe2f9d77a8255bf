import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import { webFeatureImportsRule } from './tools/scripts/web-feature-imports.mjs';
import { noFolderCycleRule } from './tools/scripts/folder-cycles.mjs';

/**
 * Folder cycles that predate the rule and are too large to untangle in the same change. Each entry names
 * every folder or file in the loop, so a loop that grows fails lint again; remove an entry once it is gone.
 * Shape: `{ dir: 'apps/<app>/src/<folder>', members: ['<child>', ...] }`, with a comment giving the reason.
 * None is open now.
 */
const KNOWN_FOLDER_CYCLES = [];

/**
 * Dependency direction (see the architecture notes):
 *  scope:shared -> shared only; scope:server -> server + shared; scope:web -> web + shared;
 *  scope:e2e (end-to-end tests) -> anything.
 *  No app imports another app; the embedded runner (type:runner) is the single composition root
 *  that may import service apps.
 */
export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx, tessera: { rules: { 'no-folder-cycle': noFolderCycleRule } } },
    files: ['**/*.ts', '**/*.tsx'],
    // The same decorator settings as tsconfig.base.json. With both on, consistent-type-imports leaves every file that has a
    // decorator alone: Nest reads parameter and constructor types from the emitted metadata, so a class named in an
    // `@Body()` parameter or an injected constructor parameter must stay a value import.
    languageOptions: { parserOptions: { experimentalDecorators: true, emitDecoratorMetadata: true } },
    rules: {
      // Inside every project, sibling folders import each other in one direction only
      // (tools/scripts/folder-cycles.mjs; `node tools/scripts/check-folder-cycles.mjs` prints the whole tree).
      'tessera/no-folder-cycle': ['error', { allow: KNOWN_FOLDER_CYCLES }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            // End-to-end tests start the built server processes and drive the browser.
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:server', 'scope:web', 'scope:shared'] },
            { sourceTag: 'type:app', notDependOnLibsWithTags: ['type:app', 'type:runner'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:ui', notDependOnLibsWithTags: ['type:app', 'type:data-access'] },
          ],
          banTransitiveDependencies: false,
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.object.name=/^(it|describe|test)$/][callee.property.name=/^(only|skip)$/]',
          message: 'No focused or skipped tests.',
        },
      ],
    },
  },
  {
    files: ['libs/contracts/**/*.ts', 'libs/query-engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@nestjs/*', 'typeorm', 'react', 'react-dom', 'nats', 'ioredis', 'pg'] }],
    },
  },
  {
    // Web features import each other only through their index.ts, and routing sits below them
    // (tools/scripts/web-feature-imports.mjs).
    files: ['apps/web/src/features/**/*.ts', 'apps/web/src/features/**/*.tsx'],
    plugins: { 'tessera-web': { rules: { 'feature-imports': webFeatureImportsRule } } },
    rules: { 'tessera-web/feature-imports': 'error' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
