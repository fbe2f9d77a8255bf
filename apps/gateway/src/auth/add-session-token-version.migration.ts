import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sessions remember the user's token version at login; raising it ends them. */
export class AddSessionTokenVersion1790000000030 implements MigrationInterface {
  name = 'AddSessionTokenVersion1790000000030';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE security.gateway_sessions ADD COLUMN token_version integer NOT NULL DEFAULT 0');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE security.gateway_sessions DROP COLUMN token_version');
  }
}
