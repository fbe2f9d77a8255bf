import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSqlTables1790000000500 implements MigrationInterface {
  name = 'CreateSqlTables1790000000500';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE sql.query (
        id serial PRIMARY KEY,
        client_id varchar(11) NOT NULL UNIQUE,
        database_id integer NOT NULL,
        database_name varchar(250),
        user_id integer,
        status varchar(16) NOT NULL,
        tab_name varchar(256),
        sql_editor_id varchar(256),
        catalog varchar(256),
        schema varchar(256),
        sql text NOT NULL,
        select_sql text,
        executed_sql text,
        "limit" integer,
        limiting_factor varchar(32) NOT NULL DEFAULT 'UNKNOWN',
        select_as_cta boolean NOT NULL DEFAULT false,
        select_as_cta_used boolean NOT NULL DEFAULT false,
        ctas_method varchar(16),
        tmp_table_name varchar(256),
        tmp_schema_name varchar(256),
        template_params text,
        progress integer NOT NULL DEFAULT 0,
        rows integer,
        error_message text,
        results_key varchar(64) UNIQUE,
        tracking_url text,
        start_time numeric(20, 6),
        start_running_time numeric(20, 6),
        end_time numeric(20, 6),
        end_result_backend_time numeric(20, 6),
        extra_json text NOT NULL DEFAULT '{}',
        changed_on timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX query_user_changed_on ON sql.query (user_id, changed_on)');
    await runner.query(`
      CREATE TABLE sql.saved_query (
        id serial PRIMARY KEY,
        user_id integer,
        db_id integer,
        catalog varchar(256),
        schema varchar(128),
        label varchar(256),
        description text,
        sql text,
        template_parameters text,
        extra_json text,
        rows integer,
        last_run timestamptz,
        created_on timestamptz NOT NULL DEFAULT now(),
        changed_on timestamptz NOT NULL DEFAULT now(),
        created_by_fk integer,
        changed_by_fk integer
      )`);
    await runner.query('CREATE INDEX saved_query_user ON sql.saved_query (user_id)');
    await runner.query(`
      CREATE TABLE sql.tab_state (
        id serial PRIMARY KEY,
        user_id integer NOT NULL,
        label varchar(256) NOT NULL DEFAULT '',
        active boolean NOT NULL DEFAULT false,
        database_id integer,
        catalog varchar(256),
        schema varchar(256),
        sql text NOT NULL DEFAULT '',
        query_limit integer,
        latest_query_id varchar(11),
        autorun boolean NOT NULL DEFAULT false,
        template_params text,
        hide_left_bar boolean NOT NULL DEFAULT false,
        saved_query_id integer REFERENCES sql.saved_query(id) ON DELETE SET NULL,
        extra_json text NOT NULL DEFAULT '{}',
        created_on timestamptz NOT NULL DEFAULT now(),
        changed_on timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX tab_state_user ON sql.tab_state (user_id)');
    await runner.query(`
      CREATE TABLE sql.table_schema (
        id serial PRIMARY KEY,
        tab_state_id integer NOT NULL REFERENCES sql.tab_state(id) ON DELETE CASCADE,
        database_id integer NOT NULL,
        catalog varchar(256),
        schema varchar(256),
        "table" varchar(256) NOT NULL,
        description text,
        expanded boolean NOT NULL DEFAULT false,
        created_on timestamptz NOT NULL DEFAULT now(),
        changed_on timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE sql.table_schema');
    await runner.query('DROP TABLE sql.tab_state');
    await runner.query('DROP TABLE sql.saved_query');
    await runner.query('DROP TABLE sql.query');
  }
}
