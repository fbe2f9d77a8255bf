import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateLogTable1790000000300 implements MigrationInterface {
  name = 'CreateLogTable1790000000300';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE logs.log (
        id bigserial PRIMARY KEY,
        action varchar(512) NOT NULL,
        user_id integer,
        json jsonb NOT NULL DEFAULT '{}',
        dttm timestamptz NOT NULL DEFAULT now(),
        dashboard_id integer,
        slice_id integer,
        duration_ms integer,
        referrer varchar(1024)
      )`);
    await runner.query('CREATE INDEX log_user_dttm ON logs.log (user_id, dttm DESC)');
    await runner.query('CREATE INDEX log_action_dttm ON logs.log (action, dttm DESC)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE logs.log');
  }
}
