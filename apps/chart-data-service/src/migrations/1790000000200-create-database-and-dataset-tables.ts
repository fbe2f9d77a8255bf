import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateDatabaseAndDatasetTables1790000000200 implements MigrationInterface {
  name = 'CreateDatabaseAndDatasetTables1790000000200';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE charts.database (
        id serial PRIMARY KEY,
        uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        database_name varchar(250) NOT NULL UNIQUE,
        engine varchar(64) NOT NULL,
        driver varchar(64) NOT NULL DEFAULT '',
        sqlalchemy_uri varchar(1024) NOT NULL,
        encrypted_password text,
        configuration_method varchar(32) NOT NULL DEFAULT 'sqlalchemy_form',
        cache_timeout integer,
        expose_in_sqllab boolean NOT NULL DEFAULT true,
        allow_run_async boolean NOT NULL DEFAULT false,
        allow_ctas boolean NOT NULL DEFAULT false,
        allow_cvas boolean NOT NULL DEFAULT false,
        allow_dml boolean NOT NULL DEFAULT false,
        allow_file_upload boolean NOT NULL DEFAULT false,
        impersonate_user boolean NOT NULL DEFAULT false,
        force_ctas_schema varchar(250),
        extra text NOT NULL DEFAULT '{}',
        encrypted_extra text,
        server_cert text,
        is_managed_externally boolean NOT NULL DEFAULT false,
        external_url text,
        created_on timestamptz NOT NULL DEFAULT now(),
        changed_on timestamptz NOT NULL DEFAULT now(),
        created_by_fk integer,
        changed_by_fk integer
      )`);
    await runner.query(`
      CREATE TABLE charts.dataset (
        id serial PRIMARY KEY,
        uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        table_name varchar(250) NOT NULL,
        database_id integer NOT NULL REFERENCES charts.database(id) ON DELETE RESTRICT,
        catalog varchar(250),
        schema varchar(250),
        sql text,
        description text,
        main_dttm_col varchar(250),
        default_endpoint text,
        "offset" integer NOT NULL DEFAULT 0,
        cache_timeout integer,
        is_sqllab_view boolean NOT NULL DEFAULT false,
        template_params text,
        extra text,
        is_managed_externally boolean NOT NULL DEFAULT false,
        external_url text,
        filter_select_enabled boolean NOT NULL DEFAULT true,
        fetch_values_predicate text,
        normalize_columns boolean NOT NULL DEFAULT false,
        always_filter_main_dttm boolean NOT NULL DEFAULT false,
        version integer NOT NULL DEFAULT 1,
        owners integer[] NOT NULL DEFAULT '{}',
        created_on timestamptz NOT NULL DEFAULT now(),
        changed_on timestamptz NOT NULL DEFAULT now(),
        created_by_fk integer,
        changed_by_fk integer
      )`);
    // Superset's uniqueness: one dataset per table name within a database, catalog and schema.
    await runner.query(
      `CREATE UNIQUE INDEX dataset_unique_table ON charts.dataset (database_id, COALESCE(catalog, ''), COALESCE(schema, ''), table_name)`,
    );
    await runner.query('CREATE INDEX dataset_owners ON charts.dataset USING gin (owners)');
    await runner.query(`
      CREATE TABLE charts.dataset_column (
        id serial PRIMARY KEY,
        uuid uuid NOT NULL DEFAULT gen_random_uuid(),
        dataset_id integer NOT NULL REFERENCES charts.dataset(id) ON DELETE CASCADE,
        column_name varchar(255) NOT NULL,
        verbose_name varchar(1024),
        description text,
        expression text,
        type varchar(255),
        advanced_data_type varchar(255),
        filterable boolean NOT NULL DEFAULT true,
        groupby boolean NOT NULL DEFAULT true,
        is_active boolean NOT NULL DEFAULT true,
        is_dttm boolean NOT NULL DEFAULT false,
        python_date_format varchar(255),
        extra text,
        created_on timestamptz NOT NULL DEFAULT now(),
        changed_on timestamptz NOT NULL DEFAULT now(),
        UNIQUE (dataset_id, column_name)
      )`);
    await runner.query(`
      CREATE TABLE charts.dataset_metric (
        id serial PRIMARY KEY,
        uuid uuid NOT NULL DEFAULT gen_random_uuid(),
        dataset_id integer NOT NULL REFERENCES charts.dataset(id) ON DELETE CASCADE,
        metric_name varchar(255) NOT NULL,
        verbose_name varchar(1024),
        metric_type varchar(32),
        expression text NOT NULL,
        description text,
        d3format varchar(128),
        currency text,
        warning_text text,
        extra text,
        created_on timestamptz NOT NULL DEFAULT now(),
        changed_on timestamptz NOT NULL DEFAULT now(),
        UNIQUE (dataset_id, metric_name)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE charts.dataset_metric');
    await runner.query('DROP TABLE charts.dataset_column');
    await runner.query('DROP TABLE charts.dataset');
    await runner.query('DROP TABLE charts.database');
  }
}
