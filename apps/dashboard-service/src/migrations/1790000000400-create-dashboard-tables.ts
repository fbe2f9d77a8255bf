import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateDashboardTables1790000000400 implements MigrationInterface {
  name = 'CreateDashboardTables1790000000400';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE dashboards.dashboard (
        id serial PRIMARY KEY,
        uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        dashboard_title varchar(500) NOT NULL,
        slug varchar(255) UNIQUE,
        css text NOT NULL DEFAULT '',
        json_metadata text NOT NULL DEFAULT '{}',
        position_json text,
        certified_by text,
        certification_details text,
        published boolean NOT NULL DEFAULT false,
        is_managed_externally boolean NOT NULL DEFAULT false,
        external_url text,
        owners integer[] NOT NULL DEFAULT '{}',
        created_on timestamptz NOT NULL DEFAULT now(),
        changed_on timestamptz NOT NULL DEFAULT now(),
        created_by_fk integer,
        changed_by_fk integer
      )`);
    await runner.query('CREATE INDEX dashboard_owners ON dashboards.dashboard USING gin (owners)');
    await runner.query(`
      CREATE TABLE dashboards.dashboard_slices (
        dashboard_id integer NOT NULL REFERENCES dashboards.dashboard(id) ON DELETE CASCADE,
        chart_id integer NOT NULL,
        PRIMARY KEY (dashboard_id, chart_id)
      )`);
    await runner.query('CREATE INDEX dashboard_slices_chart ON dashboards.dashboard_slices (chart_id)');
    await runner.query(`
      CREATE TABLE dashboards.dashboard_roles (
        dashboard_id integer NOT NULL REFERENCES dashboards.dashboard(id) ON DELETE CASCADE,
        role_id integer NOT NULL,
        PRIMARY KEY (dashboard_id, role_id)
      )`);
    await runner.query(`
      CREATE TABLE dashboards.embedded_dashboard (
        uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        dashboard_id integer NOT NULL UNIQUE REFERENCES dashboards.dashboard(id) ON DELETE CASCADE,
        allowed_domains text[] NOT NULL DEFAULT '{}',
        changed_on timestamptz NOT NULL DEFAULT now(),
        changed_by_fk integer
      )`);
    await runner.query(`
      CREATE TABLE dashboards.dashboard_permalink (
        key varchar(64) PRIMARY KEY,
        dashboard_id integer NOT NULL REFERENCES dashboards.dashboard(id) ON DELETE CASCADE,
        state jsonb NOT NULL,
        created_by_fk integer,
        created_on timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX dashboard_permalink_dashboard ON dashboards.dashboard_permalink (dashboard_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE dashboards.dashboard_permalink');
    await runner.query('DROP TABLE dashboards.embedded_dashboard');
    await runner.query('DROP TABLE dashboards.dashboard_roles');
    await runner.query('DROP TABLE dashboards.dashboard_slices');
    await runner.query('DROP TABLE dashboards.dashboard');
  }
}
