import { postgresqlDialect } from '@tessera/query-engine';

import { buildTableMetadata } from './table-metadata.builder';

describe('buildTableMetadata', () => {
  it('attaches each key to its columns and derives short types and temporal flags', () => {
    const metadata = buildTableMetadata(
      'child',
      {
        columns: [
          { name: 'id', longType: 'BIGINT', nullable: false, comment: null },
          { name: 'parent_id', longType: 'INTEGER', nullable: true, comment: null },
          { name: 'label', longType: 'VARCHAR(40)', nullable: true, comment: 'Label' },
          { name: 'ts', longType: 'TIMESTAMP WITHOUT TIME ZONE', nullable: true, comment: null },
        ],
        primaryKey: { constrained_columns: ['id'], name: 'child_pkey' },
        foreignKeys: [
          {
            name: 'fk',
            constrained_columns: ['parent_id'],
            referred_schema: 's',
            referred_table: 'parent',
            referred_columns: ['id'],
            options: {},
          },
        ],
        indexes: [{ name: 'ix', column_names: ['parent_id', 'label'], unique: false }],
        comment: 'Children',
      },
      postgresqlDialect,
      'SELECT *\nFROM s.child\nLIMIT 100',
    );
    expect(metadata.columns[0]).toEqual({
      name: 'id',
      type: 'BIGINT',
      longType: 'BIGINT',
      keys: [{ type: 'pk', name: 'child_pkey', column_names: ['id'] }],
      comment: null,
      genericType: 0,
      isDttm: false,
      nullable: false,
    });
    expect(metadata.columns[1].keys).toEqual([
      {
        type: 'fk',
        name: 'fk',
        column_names: ['parent_id'],
        referred_schema: 's',
        referred_table: 'parent',
        referred_columns: ['id'],
        options: {},
      },
      { type: 'index', name: 'ix', column_names: ['parent_id', 'label'], unique: false },
    ]);
    expect(metadata.columns[2]).toMatchObject({ type: 'VARCHAR', longType: 'VARCHAR(40)', comment: 'Label', genericType: 1 });
    expect(metadata.columns[3]).toMatchObject({ isDttm: true, genericType: 2 });
    expect(metadata).toMatchObject({ name: 'child', comment: 'Children', primaryKey: { constrained_columns: ['id'], name: 'child_pkey' } });
  });
});
