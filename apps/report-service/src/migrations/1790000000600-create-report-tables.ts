import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateReportTables1790000000600 implements MigrationInterface {
  name = 'CreateReportTables1790000000600';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE reports.report_schedule (
        id serial PRIMARY KEY,
        type varchar(50) NOT NULL,
        name varchar(150) NOT NULL,
        description text,
        context_markdown text,
        active boolean NOT NULL DEFAULT true,
        crontab varchar(1000) NOT NULL,
        timezone varchar(100) NOT NULL DEFAULT 'UTC',
        creation_method varchar(255),
        chart_id integer,
        dashboard_id integer,
        database_id integer,
        sql text,
        validator_type varchar(100),
        validator_config_json text,
        report_format varchar(50) NOT NULL DEFAULT 'PNG',
        email_subject varchar(255),
        working_timeout integer NOT NULL DEFAULT 3600,
        grace_period integer NOT NULL DEFAULT 14400,
        log_retention integer NOT NULL DEFAULT 90,
        force_screenshot boolean NOT NULL DEFAULT false,
        custom_width integer,
        extra_json text NOT NULL DEFAULT '{}',
        owners integer[] NOT NULL DEFAULT '{}',
        last_state varchar(50),
        last_eval_dttm timestamptz,
        last_value double precision,
        last_value_row_json text,
        schedule_anchor timestamptz NOT NULL DEFAULT now(),
        created_on timestamptz NOT NULL DEFAULT now(),
        changed_on timestamptz NOT NULL DEFAULT now(),
        created_by_fk integer,
        changed_by_fk integer,
        UNIQUE (name, type)
      )`);
    await runner.query(`
      CREATE TABLE reports.report_recipient (
        id serial PRIMARY KEY,
        report_schedule_id integer NOT NULL REFERENCES reports.report_schedule(id) ON DELETE CASCADE,
        type varchar(50) NOT NULL,
        recipient_config_json text NOT NULL DEFAULT '{}'
      )`);
    await runner.query('CREATE INDEX report_recipient_schedule ON reports.report_recipient (report_schedule_id)');
    // One row per (schedule, scheduled minute): the claim. Its uniqueness is what makes a window run once
    // across replicas; the fencing token changes on every takeover, so a stalled holder's writes are refused.
    await runner.query('CREATE SEQUENCE reports.report_fencing_token');
    await runner.query(`
      CREATE TABLE reports.report_run (
        id bigserial PRIMARY KEY,
        report_schedule_id integer NOT NULL REFERENCES reports.report_schedule(id) ON DELETE CASCADE,
        scheduled_dttm timestamptz NOT NULL,
        status varchar(16) NOT NULL,
        holder varchar(200) NOT NULL,
        fencing_token bigint NOT NULL DEFAULT nextval('reports.report_fencing_token'),
        lease_until timestamptz NOT NULL,
        attempt integer NOT NULL DEFAULT 1,
        late boolean NOT NULL DEFAULT false,
        log_id integer,
        created_on timestamptz NOT NULL DEFAULT now(),
        UNIQUE (report_schedule_id, scheduled_dttm)
      )`);
    await runner.query("CREATE INDEX report_run_running ON reports.report_run (lease_until) WHERE status = 'running'");
    await runner.query(`
      CREATE TABLE reports.report_send (
        id bigserial PRIMARY KEY,
        run_id bigint NOT NULL REFERENCES reports.report_run(id) ON DELETE CASCADE,
        recipient varchar(500) NOT NULL,
        fencing_token bigint NOT NULL,
        status varchar(16) NOT NULL,
        error_message text,
        created_on timestamptz NOT NULL DEFAULT now(),
        UNIQUE (run_id, recipient)
      )`);
    await runner.query(`
      CREATE TABLE reports.report_execution_log (
        id serial PRIMARY KEY,
        uuid uuid NOT NULL,
        report_schedule_id integer NOT NULL REFERENCES reports.report_schedule(id) ON DELETE CASCADE,
        scheduled_dttm timestamptz NOT NULL,
        start_dttm timestamptz,
        end_dttm timestamptz,
        value double precision,
        value_row_json text,
        state varchar(50) NOT NULL,
        error_message text
      )`);
    await runner.query('CREATE INDEX report_execution_log_schedule ON reports.report_execution_log (report_schedule_id, start_dttm)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE reports.report_execution_log');
    await runner.query('DROP TABLE reports.report_send');
    await runner.query('DROP TABLE reports.report_run');
    await runner.query('DROP SEQUENCE reports.report_fencing_token');
    await runner.query('DROP TABLE reports.report_recipient');
    await runner.query('DROP TABLE reports.report_schedule');
  }
}
