import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Charts and explore permalinks. A chart's dataset is a foreign key with ON DELETE SET NULL: the
 * database keeps every chart pointing at a real dataset, deleting a dataset is never blocked by its
 * charts, and those charts stay behind "missing their dataset" as Superset keeps them.
 */
export class CreateChartTables1790000000250 implements MigrationInterface {
  name = 'CreateChartTables1790000000250';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE charts.slice (
        id serial PRIMARY KEY,
        uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        slice_name varchar(250) NOT NULL,
        description text,
        viz_type varchar(250) NOT NULL DEFAULT '',
        params text,
        query_context text,
        cache_timeout integer,
        datasource_id integer REFERENCES charts.dataset(id) ON DELETE SET NULL,
        datasource_type varchar(200) NOT NULL DEFAULT 'table',
        certified_by text,
        certification_details text,
        is_managed_externally boolean NOT NULL DEFAULT false,
        external_url text,
        owners integer[] NOT NULL DEFAULT '{}',
        last_saved_at timestamptz,
        last_saved_by_fk integer,
        created_on timestamptz NOT NULL DEFAULT now(),
        changed_on timestamptz NOT NULL DEFAULT now(),
        created_by_fk integer,
        changed_by_fk integer
      )`);
    await runner.query('CREATE INDEX slice_datasource ON charts.slice (datasource_id)');
    await runner.query('CREATE INDEX slice_owners ON charts.slice USING gin (owners)');
    await runner.query(`
      CREATE TABLE charts.explore_permalink (
        key varchar(64) PRIMARY KEY,
        state jsonb NOT NULL,
        created_by_fk integer,
        created_on timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE charts.explore_permalink');
    await runner.query('DROP TABLE charts.slice');
  }
}
