import { bundleRelativePaths, dashboardFile, datasetFile, exportRoot, savedQueryFile, secureFilename } from './bundle-paths';
import { checkFields, checkList, DATABASE_SCHEMA, METRIC_SCHEMA } from './bundle-schema';

describe('bundle paths', () => {
  it('names files as Superset does', () => {
    expect(secureFilename('My DB / prod')).toBe('My_DB_prod');
    expect(secureFilename('../../etc/passwd')).toBe('etc_passwd');
    expect(secureFilename('ünïcode')).toBe('unicode');
    expect(secureFilename('***')).toBe('unnamed');
    expect(datasetFile('examples', 'birth names')).toBe('datasets/examples/birth_names.yaml');
    expect(exportRoot('dataset', new Date('2025-01-02T03:04:05.678Z'))).toBe('dataset_export_20250102T030405');
    expect(savedQueryFile('examples', 'public', 'Top 10 / names', 'u-1')).toBe('queries/examples/public/Top_10_names.yaml');
    expect(savedQueryFile('examples', null, '', 'a1b2')).toBe('queries/examples/unnamed/a1b2.yaml');
    expect(dashboardFile('Sales board', 12)).toBe('dashboards/Sales_board_12.yaml');
  });

  it('reads paths under the single root folder, or at the top of a hand-made zip', () => {
    expect([...bundleRelativePaths(['x_export/', 'x_export/metadata.yaml', 'x_export/databases/a.yaml']).keys()]).toEqual([
      'metadata.yaml',
      'databases/a.yaml',
    ]);
    expect([...bundleRelativePaths(['metadata.yaml', 'databases/a.yaml', '__MACOSX/._a']).keys()]).toEqual([
      'metadata.yaml',
      'databases/a.yaml',
    ]);
    expect([...bundleRelativePaths(['queries/db/s/q.yaml', 'queries/db/s/r.yaml']).keys()]).toEqual([
      'queries/db/s/q.yaml',
      'queries/db/s/r.yaml',
    ]);
  });
});

describe('bundle schema', () => {
  it('reports missing and mistyped fields with marshmallow messages', () => {
    expect(checkFields({ sqlalchemy_uri: 'duckdb://', uuid: 'u', version: '1.0.0', allow_dml: 'yes' }, DATABASE_SCHEMA)).toEqual({
      database_name: ['Missing data for required field.'],
      allow_dml: ['Not a valid boolean.'],
    });
    expect(checkFields([], DATABASE_SCHEMA)).toEqual({ _schema: ['Invalid input type.'] });
    expect(checkList([{ metric_name: 'm', expression: 'COUNT(*)' }, { metric_name: 3 }], METRIC_SCHEMA, 'metrics')).toEqual({
      'metrics.1.metric_name': ['Not a valid string.'],
      'metrics.1.expression': ['Missing data for required field.'],
    });
  });
});
