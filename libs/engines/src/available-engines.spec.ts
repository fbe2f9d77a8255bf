import { describeAvailableEngines, describeEngine } from './available-engines';
import { POSTGRESQL_ENGINE_SPEC } from './engines/postgresql/postgresql.engine-spec';
import { findEngineSpec, getEngineSpec, listEngineSpecs, openDatabase } from './registry';

describe('engine registry', () => {
  it('knows three engines and their aliases', () => {
    expect(listEngineSpecs().map((spec) => spec.engine)).toEqual(['postgresql', 'mysql', 'duckdb']);
    expect(getEngineSpec('postgres').engine).toBe('postgresql');
    expect(getEngineSpec('MariaDB').engine).toBe('mysql');
    expect(getEngineSpec('postgresql+psycopg2').engine).toBe('postgresql');
    expect(findEngineSpec('sqlite')).toBeNull();
    expect(() => getEngineSpec('sqlite')).toThrow('Could not load database driver: sqlite');
  });

  it('refuses to open a URI that belongs to another engine', () => {
    expect(() => openDatabase({ engine: 'postgresql', uri: 'mysql://root@h/test' })).toThrow('does not belong to PostgreSQL');
  });

  it('describes an engine as GET /database/available/ does', () => {
    expect(describeEngine(POSTGRESQL_ENGINE_SPEC)).toEqual({
      name: 'PostgreSQL',
      engine: 'postgresql',
      available_drivers: ['psycopg2'],
      default_driver: 'psycopg2',
      sqlalchemy_uri_placeholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
      preferred: true,
      engine_information: {
        supports_file_upload: true,
        disable_ssh_tunneling: false,
        supports_dynamic_catalog: true,
        supports_oauth2: false,
      },
      supports_oauth2: false,
      parameters: expect.objectContaining({ required: ['database', 'host', 'port', 'username'], type: 'object' }),
    });
  });

  it('puts preferred engines first in the given order, the rest by name', () => {
    const names = describeAvailableEngines(['DuckDB']).databases.map((entry) => [entry.name, entry.preferred]);
    expect(names).toEqual([
      ['DuckDB', true],
      ['MySQL', false],
      ['PostgreSQL', false],
    ]);
  });
});
