import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Chart plugins loaded at run time (Superset's `dynamic_plugin`): each name, key and bundle once. */
export class CreateDynamicPlugins1790000000370 implements MigrationInterface {
  name = 'CreateDynamicPlugins1790000000370';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE charts.dynamic_plugin (
        id serial PRIMARY KEY,
        name varchar(50) NOT NULL UNIQUE,
        key varchar(50) NOT NULL UNIQUE,
        bundle_url varchar(1000) NOT NULL UNIQUE,
        created_on timestamptz NOT NULL DEFAULT now(),
        changed_on timestamptz NOT NULL DEFAULT now(),
        created_by_fk integer,
        changed_by_fk integer
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE charts.dynamic_plugin');
  }
}
