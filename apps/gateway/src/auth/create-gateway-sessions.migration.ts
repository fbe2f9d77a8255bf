import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateGatewaySessions1790000000000 implements MigrationInterface {
  name = 'CreateGatewaySessions1790000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE SCHEMA IF NOT EXISTS security');
    await runner.query(`
      CREATE TABLE security.gateway_sessions (
        id varchar(64) PRIMARY KEY,
        user_id integer NOT NULL,
        csrf_token varchar(64) NOT NULL,
        created_on timestamptz NOT NULL,
        last_seen timestamptz NOT NULL,
        expires_on timestamptz NOT NULL
      )`);
    await runner.query('CREATE INDEX gateway_sessions_user_id ON security.gateway_sessions (user_id)');
    await runner.query('CREATE INDEX gateway_sessions_expires_on ON security.gateway_sessions (expires_on)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE security.gateway_sessions');
  }
}
