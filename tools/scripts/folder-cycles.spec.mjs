import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Linter } from 'eslint';
import { findFolderCycles, noFolderCycleRule } from './folder-cycles.mjs';

/** A throw-away project: `files` maps paths under src/ to their text. */
function project(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-cycles-'));
  fs.writeFileSync(path.join(root, 'package.json'), '{"name":"fixture"}');
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, 'src', file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  }
  return { root, src: path.join(root, 'src') };
}

const cleanups = [];
afterAll(() => cleanups.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const fixture = (files) => {
  const made = project(files);
  cleanups.push(made.root);
  return made;
};

/** Lints one file of a fixture with only the cycle rule, as eslint.config.mjs runs it. */
function lint({ root, src }, file, options) {
  const linter = new Linter({ configType: 'flat', cwd: root });
  file = path.join(src, file);
  const config = {
    files: ['**/*.ts'],
    plugins: { tessera: { rules: { 'no-folder-cycle': noFolderCycleRule } } },
    rules: { 'tessera/no-folder-cycle': options ? ['error', options] : 'error' },
  };
  return linter.verify(fs.readFileSync(file, 'utf8'), config, { filename: file });
}

describe('folder cycles', () => {
  it('finds two sibling folders importing each other, with the imports that do it', () => {
    const { src } = fixture({
      'charts/chart.ts': "import { dataset } from '../datasets/dataset';\nexport const chart = dataset;\n",
      'datasets/dataset.ts': "import type { Chart } from '../charts/chart-type';\nexport const dataset = 1;\n",
      'charts/chart-type.ts': 'export type Chart = number;\n',
    });
    const cycles = findFolderCycles(src);
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toMatchObject({ dir: '', members: ['charts', 'datasets'], folders: true });
    expect(cycles[0].edges.map((edge) => [path.relative(src, edge.from), edge.specifier, edge.line])).toEqual([
      ['charts/chart.ts', '../datasets/dataset', 1],
      ['datasets/dataset.ts', '../charts/chart-type', 1],
    ]);
  });

  it('finds a loop through three folders nested inside a feature folder', () => {
    const { src } = fixture({
      'feature/a/a.ts': "export * from '../b';\n",
      'feature/b/index.ts': "import '../c/c';\n",
      'feature/c/c.ts': "const load = () => import('../a/a');\nexport { load };\n",
    });
    expect(findFolderCycles(src)).toEqual([
      expect.objectContaining({ dir: 'feature', members: ['a', 'b', 'c'], loop: ['a', 'b', 'c', 'a'] }),
    ]);
  });

  it('accepts a one-way order, specs reaching anywhere, and tells a loop of plain files from a folder cycle', () => {
    const { src } = fixture({
      'charts/chart.ts': "import { dataset } from '../datasets/dataset';\nexport const chart = dataset;\n",
      'datasets/dataset.ts': 'export const dataset = 1;\n',
      'datasets/dataset.spec.ts': "import { chart } from '../charts/chart';\nvoid chart;\n",
      'datasets/column.entity.ts': "import type { Table } from './table.entity';\nexport type Column = { table: Table };\n",
      'datasets/table.entity.ts': "import type { Column } from './column.entity';\nexport type Table = { columns: Column[] };\n",
    });
    expect(findFolderCycles(src)).toEqual([
      expect.objectContaining({ dir: 'datasets', members: ['column.entity', 'table.entity'], folders: false }),
    ]);
  });

  it('lint flags each import of a folder cycle, and passes once the folders go one way', () => {
    const cyclic = fixture({
      'charts/chart.ts': "import { dataset } from '../datasets/dataset';\nexport const chart = dataset;\n",
      'datasets/dataset.ts': "export const dataset = 1;\nimport { chart } from '../charts/chart';\nvoid chart;\n",
    });
    const messages = lint(cyclic, 'charts/chart.ts');
    expect(messages).toEqual([expect.objectContaining({ ruleId: 'tessera/no-folder-cycle', line: 1, severity: 2 })]);
    expect(messages[0].message).toContain('charts -> datasets -> charts');
    expect(lint(cyclic, 'datasets/dataset.ts')).toEqual([expect.objectContaining({ line: 2 })]);

    const oneWay = fixture({
      'charts/chart.ts': "import { dataset } from '../datasets/dataset';\nexport const chart = dataset;\n",
      'datasets/dataset.ts': 'export const dataset = 1;\n',
    });
    expect(lint(oneWay, 'charts/chart.ts')).toEqual([]);
  });

  it('tolerates an allow-listed cycle only while it names every member', () => {
    const made = fixture({
      'a/a.ts': "import '../b/b';\n",
      'b/b.ts': "import '../c/c';\n",
      'c/c.ts': "import '../a/a';\n",
    });
    // Allow-list entries name folders from the workspace root, the folder holding nx.json.
    fs.writeFileSync(path.join(made.root, 'nx.json'), '{}');
    expect(lint(made, 'a/a.ts', { allow: [{ dir: 'src', members: ['a', 'b', 'c'] }] })).toEqual([]);
    expect(lint(made, 'a/a.ts', { allow: [{ dir: 'src', members: ['a', 'b'] }] })).toHaveLength(1);
  });
});
