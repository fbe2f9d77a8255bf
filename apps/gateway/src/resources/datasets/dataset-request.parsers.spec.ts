import { TesseraError } from '@tessera/contracts';
import {
  buildDatasetShowResponse,
  deletedDatasetsMessage,
  overrideColumnsFlag,
  parseExternalMetadataQuery,
  parseSamplesQuery,
} from './dataset-request.parsers';

describe('dataset request parsers', () => {
  it('reads the samples query string', () => {
    expect(parseSamplesQuery({ datasource_type: 'table', datasource_id: '3', page: '2', per_page: '20', force: 'true' })).toEqual({
      datasourceType: 'table',
      datasourceId: 3,
      force: true,
      page: 2,
      perPage: 20,
    });
    expect(() => parseSamplesQuery({ datasource_type: 'table' })).toThrow('datasource_id is required');
    expect(() => parseSamplesQuery({ datasource_type: 'view', datasource_id: '3' })).toThrow(TesseraError);
    expect(() => parseSamplesQuery({ datasource_type: 'table', datasource_id: '3', page: '0' })).toThrow('page must be a positive integer');
    expect(() => parseSamplesQuery({ datasource_type: 'table', datasource_id: '3', force: 'yes' })).toThrow('force must be true or false');
  });

  it('reads external metadata requests in rison', () => {
    expect(parseExternalMetadataQuery('(datasource_type:table,database_name:examples,schema_name:public,table_name:births)')).toMatchObject(
      {
        datasourceType: 'table',
        databaseName: 'examples',
        schemaName: 'public',
        tableName: 'births',
      },
    );
    expect(() => parseExternalMetadataQuery('(datasource_type:table,table_name:births)')).toThrow('database_name is required');
    expect(() => parseExternalMetadataQuery('(colour:red)')).toThrow('unknown field "colour"');
  });

  it('prunes a dataset to the asked columns and adds the asked metadata', () => {
    const result = { id: 3, table_name: 'births', schema: 'public', owners: [{ id: 1, first_name: 'a', last_name: 'b' }] };
    expect(buildDatasetShowResponse(3, result, '(columns:!(table_name,owners.id),keys:!(show_title))')).toEqual({
      id: 3,
      result: { table_name: 'births', owners: [{ id: 1 }] },
      show_title: 'Show Sqla Table',
    });
    expect(() => buildDatasetShowResponse(3, result, '(columns:!(password))')).toThrow('Invalid column: password');
  });

  it('words delete answers and reads the override flag', () => {
    expect([deletedDatasetsMessage(1), deletedDatasetsMessage(2)]).toEqual(['Deleted 1 dataset', 'Deleted 2 datasets']);
    expect([overrideColumnsFlag(undefined), overrideColumnsFlag('true'), overrideColumnsFlag('false')]).toEqual([false, true, false]);
    expect(() => overrideColumnsFlag('maybe')).toThrow(TesseraError);
  });
});
