import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A counter per user that every access token, refresh token and browser session carries. Raising it
 * (password change, deactivation, role change) makes everything issued before refuse at once.
 */
export class AddUserTokenVersion1790000000020 implements MigrationInterface {
  name = 'AddUserTokenVersion1790000000020';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE security.ab_user ADD COLUMN token_version integer NOT NULL DEFAULT 0');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE security.ab_user DROP COLUMN token_version');
  }
}
